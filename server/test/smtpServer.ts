import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { ReadMail } from './mailMessage';
import { readMail } from './mailMessage';

export interface CapturedMail {
  /** The envelope: who the client said the message was from and for. */
  mailFrom: string;
  rcptTo: string[];
  /** The message as sent, headers and body. */
  raw: string;
  /** The message as a mail reader shows it. */
  read: ReadMail;
  /** When the server had it all (ms since 1970). */
  receivedAt: number;
}

export interface TestSmtpServerOptions {
  /** 0 (the default) takes a free port; give one to bring a server back where it was. */
  port?: number;
  /** Answer this many transactions with 451 "try again later" before accepting any. */
  refuseFirst?: number;
  /** Hold the answer to each message this long, so that deliveries are in flight. */
  dataDelayMs?: number;
  /** Refuse the first delivery of every message (by Message-ID) with 451, accept the next. */
  refuseEachMessageOnce?: boolean;
}

export interface TestSmtpServer {
  port: number;
  /** Messages accepted with 250, in order. */
  messages: CapturedMail[];
  /** The logins clients gave, in order (any is accepted). */
  logins: { user: string; password: string }[];
  /** Transactions refused so far. */
  refusals: () => number;
  /** Messages received in full, whether or not their answer has been given yet (or a refusal). */
  received: () => number;
  /** Resolves once at least `count` messages arrived; rejects after `timeoutMs`. */
  waitForMessages: (count: number, timeoutMs?: number) => Promise<CapturedMail[]>;
  /** Changes how later messages are answered (the refusals and delays above). */
  configure: (
    options: Pick<TestSmtpServerOptions, 'dataDelayMs' | 'refuseEachMessageOnce'>,
  ) => void;
  /** Forgets what was received and refused so far. */
  clear: () => void;
  close: () => Promise<void>;
}

const tempFailure = (message: string): Error =>
  Object.assign(new Error(message), { responseCode: 451 });

/** A real SMTP server on loopback (nodemailer's smtp-server), keeping what it accepts. */
export async function startTestSmtpServer(
  options: TestSmtpServerOptions = {},
): Promise<TestSmtpServer> {
  const { port = 0, refuseFirst = 0 } = options;
  let { dataDelayMs = 0, refuseEachMessageOnce = false } = options;
  const refusedIds = new Set<string>();
  const messages: CapturedMail[] = [];
  const logins: TestSmtpServer['logins'] = [];
  const waiters = new Set<() => void>();
  let refused = 0;
  let received = 0;

  const server = new SMTPServer({
    authOptional: true,
    // Plain loopback: nodemailer would otherwise upgrade to TLS with an untrusted certificate.
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      logins.push({ user: auth.username ?? '', password: auth.password ?? '' });
      callback(null, { user: auth.username });
    },
    logger: false,
    closeTimeout: 100,
    onMailFrom(_address, _session, callback) {
      if (refused < refuseFirst) {
        refused += 1;
        callback(tempFailure('Mailbox busy, try again later'));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? '';
        if (refuseEachMessageOnce && !refusedIds.has(messageId)) {
          refusedIds.add(messageId);
          refused += 1;
          callback(tempFailure('Greylisted, try again later'));
          return;
        }
        void readMail(raw).then(
          (read) =>
            setTimeout(() => {
              const envelope = session.envelope;
              messages.push({
                mailFrom: envelope.mailFrom === false ? '' : envelope.mailFrom.address,
                rcptTo: envelope.rcptTo.map((recipient) => recipient.address),
                raw,
                read,
                receivedAt: Date.now(),
              });
              for (const waiter of waiters) waiter();
              callback();
            }, dataDelayMs),
          (error: Error) => callback(error),
        );
      });
    },
  });
  server.on('error', () => {
    // A client that vanishes mid-message (a killed server process) is expected here.
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  const waitForMessages = (count: number, timeoutMs = 10_000) =>
    new Promise<CapturedMail[]>((resolve, reject) => {
      const check = () => {
        if (messages.length < count) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(messages);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`Expected ${count} messages, ${messages.length} arrived`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    logins,
    refusals: () => refused,
    received: () => received,
    waitForMessages,
    configure: (changes) => {
      dataDelayMs = changes.dataDelayMs ?? dataDelayMs;
      refuseEachMessageOnce = changes.refuseEachMessageOnce ?? refuseEachMessageOnce;
    },
    clear: () => {
      messages.length = 0;
      refused = 0;
      received = 0;
      refusedIds.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on now (an SMTP server that is down). */
export async function unusedPort(): Promise<number> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
