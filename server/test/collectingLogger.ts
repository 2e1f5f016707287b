import type { LogLevel, ServerLogger } from '../logging/logger';
import { createLogger } from '../logging/logger';

/** One line of the server's log, parsed. */
export interface LogLine {
  level: number;
  msg?: string;
  [field: string]: unknown;
}

const LEVEL_NUMBERS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

export interface CollectedLog {
  logger: ServerLogger;
  /** Every line written so far, parsed, oldest first. */
  lines: LogLine[];
  /** The messages written at one level. */
  messages: (level: keyof typeof LEVEL_NUMBERS) => string[];
  /** Everything written, as the raw text of its lines. */
  text: () => string;
}

/** The server's real logger (redaction and all), writing into memory for a test to read. */
export function collectingLogger(level: LogLevel = 'info'): CollectedLog {
  const raw: string[] = [];
  const lines: LogLine[] = [];
  const logger = createLogger({
    level,
    destination: {
      write: (line: string) => {
        raw.push(line);
        lines.push(JSON.parse(line) as LogLine);
      },
    },
  });
  return {
    logger,
    lines,
    messages: (name) =>
      lines.filter((line) => line.level === LEVEL_NUMBERS[name]).map((line) => line.msg ?? ''),
    text: () => raw.join(''),
  };
}
