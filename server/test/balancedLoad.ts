import http from 'node:http';

/** One request of the load, as its client saw it. */
export interface LoadRequest {
  label: string;
  sentAt: number;
  doneAt: number;
  /** The answer's status, or the error the client got instead. */
  status: number | null;
  error: string | null;
}

export interface LoadStep {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface BalancedLoad {
  /** When the balancer first saw /readyz answer 503; null until then. */
  unreadyAt: () => number | null;
  /** Resolves once every client has stopped (the balancer took the instance out). */
  finished: Promise<LoadRequest[]>;
}

/**
 * A load balancer in front of one instance and the visitors behind it: `clients` keep-alive
 * connections send `steps` in turn, while the balancer polls /readyz every `pollMs` and
 * stops sending once it answers 503, as a real one takes a draining instance out.
 */
export function balancedLoad({
  origin,
  clients,
  steps,
  pollMs = 25,
}: {
  origin: string;
  clients: number;
  steps: (client: number, round: number) => LoadStep;
  pollMs?: number;
}): BalancedLoad {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const url = new URL(origin);
  let unreadyAt: number | null = null;

  const send = ({ label, method, path, body }: LoadStep): Promise<LoadRequest> =>
    new Promise((resolve) => {
      const sentAt = Date.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent,
          headers: {
            accept: 'text/html,application/json',
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({
              label,
              sentAt,
              doneAt: Date.now(),
              status: response.statusCode ?? 0,
              error: null,
            }),
          );
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) =>
        resolve({
          label,
          sentAt,
          doneAt: Date.now(),
          status: null,
          error: error.code ?? error.message,
        }),
      );
      request.end(payload);
    });

  const poll = async () => {
    while (unreadyAt === null) {
      const answer = await fetch(`${origin}/readyz`).catch(() => null);
      if (answer?.status === 503) unreadyAt = Date.now();
      await answer?.body?.cancel();
      if (unreadyAt === null) await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  };
  void poll();

  const client = async (index: number): Promise<LoadRequest[]> => {
    const done: LoadRequest[] = [];
    for (let round = 0; unreadyAt === null; round += 1) {
      done.push(await send(steps(index, round)));
    }
    return done;
  };

  const finished = Promise.all(Array.from({ length: clients }, (_, index) => client(index))).then(
    (perClient) => {
      agent.destroy();
      return perClient.flat();
    },
  );
  return { unreadyAt: () => unreadyAt, finished };
}
