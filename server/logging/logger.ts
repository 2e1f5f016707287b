import pino from 'pino';
import type { DestinationStream, Logger as PinoLogger, LogFn } from 'pino';
import { CONTACT_FIELDS } from '@contract/contact/contactRules';

export type ServerLogger = PinoLogger;

export type Logger = Pick<PinoLogger, 'info' | 'warn' | 'error'>;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const REDACTED = '[redacted]';

const SECRET_HEADERS = ['authorization', 'cookie', '"set-cookie"', '"proxy-authorization"'];
const SUBMISSIONS = ['body', 'lead', 'signup', 'submission'];
const FORM_FIELDS = [...CONTACT_FIELDS.filter((field) => field !== 'service'), 'sourcePage'];

export const REDACTED_PATHS = [
  ...SECRET_HEADERS.flatMap((name) => [
    `headers.${name}`,
    `req.headers.${name}`,
    `res.headers.${name}`,
  ]),
  ...SUBMISSIONS.flatMap((name) => [name, `*.${name}`]),
  ...FORM_FIELDS,
  '*.email',
].map((path) => path.replace(/\.(".*")$/, '[$1]'));

const EMAIL_ADDRESS = /[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)/gu;

export const maskEmailAddresses = (text: string): string =>
  text.replace(EMAIL_ADDRESS, (_address, domain: string) => `[address]@${domain}`);

const maskedError = (error: Error) => {
  const serialized = pino.stdSerializers.err(error);
  serialized.message = maskEmailAddresses(serialized.message);
  if (serialized.stack) serialized.stack = maskEmailAddresses(serialized.stack);
  return serialized;
};

function maskMessages(this: PinoLogger, args: Parameters<LogFn>, method: LogFn): void {
  const masked = args.map((arg: unknown) =>
    typeof arg === 'string' ? maskEmailAddresses(arg) : arg,
  ) as Parameters<LogFn>;
  method.apply(this, masked);
}

export interface LoggerOptions {
  level?: LogLevel;
  destination?: DestinationStream;
}

export function createLogger({ level = 'info', destination }: LoggerOptions = {}): ServerLogger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: REDACTED },
      serializers: { err: maskedError },
      hooks: { logMethod: maskMessages },
    },
    // Synchronous, so a line written just before the process exits is not lost.
    destination ?? pino.destination({ fd: 1, sync: true }),
  );
}
