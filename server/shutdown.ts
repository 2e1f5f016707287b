import type { FastifyInstance } from 'fastify';
import type { Readiness } from './health/readiness';
import type { Logger } from './logging/logger';

export interface ShutdownSteps {
  app: FastifyInstance;
  readiness: Readiness;
  /** Serving on, unready, so the load balancer notices and stops sending. */
  drainMs: number;
  timeoutMs: number;
  stopDeliveries: (graceMs: number) => Promise<void>;
  closeRest: () => Promise<void>;
  log: Logger;
  exit?: (code: number) => void;
}

/** A terminal's Ctrl-C reaches the server and npm, which forwards it: one request to stop. */
const SAME_SIGNAL_MS = 250;
/** After the hard limit: time to close the database before giving up on it. */
const CLOSING_GRACE_MS = 5_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function shutDown(signal: string, steps: ShutdownSteps, exit: (code: number) => void) {
  const { app, readiness, drainMs, timeoutMs, log } = steps;
  readiness.startDraining();
  log.info(
    `${signal} received: /readyz answers 503 from now; serving on for ${drainMs / 1000} s ` +
      '(SHUTDOWN_DRAIN_SECONDS) while the load balancer stops sending, then stopping.',
  );
  await wait(drainMs);

  log.info(
    `Taking no more connections; finishing the requests and deliveries in flight (at most ${timeoutMs / 1000} s).`,
  );
  const cutOff = setTimeout(() => {
    log.error(
      `Requests still running after ${timeoutMs / 1000} s (SHUTDOWN_TIMEOUT_SECONDS): closing their connections.`,
    );
    app.server.closeAllConnections();
  }, timeoutMs);
  const giveUp = setTimeout(() => {
    log.error('The server did not stop in time; exiting without closing the database.');
    exit(1);
  }, timeoutMs + CLOSING_GRACE_MS);
  giveUp.unref();

  let code = 0;
  try {
    await Promise.all([app.close(), steps.stopDeliveries(timeoutMs)]);
    await steps.closeRest();
  } catch (error) {
    log.error(`Stopping failed: ${messageOf(error)}`);
    code = 1;
  }
  clearTimeout(cutOff);
  log.info('Stopped.');
  exit(code);
}

export function stopOnSignals(steps: ShutdownSteps): void {
  const exit = steps.exit ?? ((code: number) => process.exit(code));
  let firstAt: number | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstAt === null) {
      firstAt = Date.now();
      void shutDown(signal, steps, exit);
      return;
    }
    if (Date.now() - firstAt < SAME_SIGNAL_MS) return;
    steps.log.warn(
      `${signal} again: exiting at once; deliveries in flight are sent again once their lease runs out.`,
    );
    exit(1);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
