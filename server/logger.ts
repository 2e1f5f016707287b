/**
 * Where the server's own messages go (start-up, the outbox, database notices). Passed in,
 * so a caller decides: the console for now, tests collect them.
 */
export interface Logger {
  info: (message: string) => void;
  warn: (message: string) => void;
  error: (message: string) => void;
}

export const consoleLogger: Logger = {
  info: (message) => console.info(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};
