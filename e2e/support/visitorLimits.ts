// Probes the per-visitor limits of a running nginx from several loopback addresses (all of
// 127.0.0.0/8 is this machine, and nginx counts each address apart): one address holding as many
// requests in progress as it may, then bursting past its allowance of requests, must be refused
// with 429 while other addresses are served.
import type { Socket } from 'node:net';

export interface VisitorLimits {
  /** Requests one address may have in progress at once (limit_conn). */
  inProgress: number;
  /** Requests one address may make at once before the rate applies (limit_req burst). */
  burst: number;
}

/** The limits a deploy file sets, read from the file itself. */
export function visitorLimits(conf: string): VisitorLimits {
  const inProgress = /^\s*limit_conn\s+\S+\s+(\d+);/m.exec(conf)?.[1];
  const burst = /^\s*limit_req\s+zone=\S+\s+burst=(\d+)\b/m.exec(conf)?.[1];
  if (inProgress === undefined || burst === undefined) {
    throw new Error('The nginx configuration sets no limit_conn, or no limit_req burst.');
  }
  return { inProgress: Number(inProgress), burst: Number(burst) };
}

export interface Answer {
  /** 0 when the server closed without answering. */
  status: number;
  /** By lower-case name. */
  headers: Record<string, string>;
  body: string;
}

type Connect = () => Socket;

/** Sends `request` and reads what the server sent until it closed as one response. */
const exchange = (socket: Socket, request: string): Promise<Answer> =>
  new Promise((resolve) => {
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const end = received.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = received.slice(0, Math.max(end, 0)).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      resolve({ status, headers, body: end === -1 ? '' : received.slice(end + 4) });
    });
    socket.write(request);
  });

const get = (connect: Connect, host: string, path: string): Promise<Answer> =>
  exchange(connect(), `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Requests that stay in progress. */
async function holdInProgress(connect: Connect, host: string, path: string, count: number) {
  const head =
    `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
    'Content-Length: 1000\r\n\r\n';
  const sockets = Array.from({ length: count }, () => {
    const socket = connect();
    socket.on('error', () => undefined);
    socket.write(head);
    return socket;
  });
  await pause(500);
  return { release: () => sockets.forEach((socket) => socket.destroy()) };
}

/** `count` GETs of `path`, eight at a time; their answers. */
async function burst(connect: Connect, host: string, path: string, count: number) {
  const answers: Answer[] = [];
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started += 1;
      answers.push(await get(connect, host, path));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return answers;
}

export interface VisitorLimitsProbe {
  /** One more request from the address that holds all the requests in progress it may. */
  overInProgress: Answer;
  /** Another address, meanwhile. */
  besideHeld: Answer;
  /** Of twice the burst of requests from one address, how many were refused (429). */
  burstRefused: number;
  burstServed: number;
  /** Another address, right after the burst. */
  besideBurst: Answer;
}

export interface ProbeOptions {
  limits: VisitorLimits;
  /** Opens a connection to nginx from this loopback address. */
  connectFrom: (address: string) => Socket;
  /** The Host header the site answers to. */
  host: string;
  /** A page to ask for; a small file for the burst; a path that takes a POST body. */
  page: string;
  file: string;
  hold: string;
}

/** One address at its limits, and the others beside it. */
export async function probeVisitorLimits(options: ProbeOptions): Promise<VisitorLimitsProbe> {
  const { limits, connectFrom, host, page, file, hold } = options;
  const from = (address: string) => () => connectFrom(address);
  const held = await holdInProgress(from('127.0.0.2'), host, hold, limits.inProgress);
  let overInProgress: Answer;
  let besideHeld: Answer;
  try {
    overInProgress = await get(from('127.0.0.2'), host, page);
    besideHeld = await get(from('127.0.0.3'), host, page);
  } finally {
    held.release();
  }
  const bursting = await burst(from('127.0.0.4'), host, file, limits.burst * 2);
  return {
    overInProgress,
    besideHeld,
    burstRefused: bursting.filter((answer) => answer.status === 429).length,
    burstServed: bursting.filter((answer) => answer.status === 200).length,
    besideBurst: await get(from('127.0.0.5'), host, page),
  };
}
