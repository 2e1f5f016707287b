export const USAGE = `Usage: contact requests (leads) in the site database (DB_PATH, default data/harbourline.sqlite).

  npm run leads -- list [--since DATE] [--status pending|delivered|failed] [--limit N]
      A table, newest first: reference, time received (Sydney), name, e-mail, phone,
      service, delivery status, attempts and the last delivery error. --limit defaults to 50.

  npm run leads -- export --format csv|json [--since DATE] [--status STATUS] [--out FILE]
      Writes every field, including the full message, to FILE
      (default: leads-YYYY-MM-DD.csv or .json in the current folder).

  npm run leads -- retry HL-XXXXXXXX
      Puts the request's failed deliveries back in the queue; the running server sends them.

  DATE is YYYY-MM-DD (midnight in Sydney) or an ISO 8601 time with Z or an offset,
  e.g. 2026-11-23T09:00+11:00. A request is failed if any delivery failed, else pending if
  any is still being tried, else delivered.

  list and export only read, and are safe while the server runs.
`;

/** Wrong input on the command line: the message, the usage, exit status 2. */
export class UsageError extends Error {}
