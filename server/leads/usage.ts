export const USAGE = `Usage: contact requests (leads) and newsletter sign-ups in the forms database
(DATABASE_URL when set, else the SQLite file DB_PATH, default data/harbourline.sqlite).

  npm run leads -- list [--since DATE] [--status pending|delivered|failed] [--limit N]
      A table, newest first: reference, time received (Sydney), name, e-mail, phone,
      service, delivery status, attempts, claims and the last delivery error. --limit
      defaults to 50.

  npm run leads -- export --format csv|json [--since DATE] [--status STATUS] [--out FILE] [--force]
      Writes every field, including the full message, to FILE
      (default: leads-YYYY-MM-DD.csv or .json in the current folder); an existing file is
      replaced only with --force.

  npm run leads -- signups list [--since DATE] [--status STATUS] [--limit N]
      Newsletter sign-ups, newest first: address, consent time, page, delivery status.

  npm run leads -- signups export [--since DATE] [--status STATUS] [--out FILE] [--force]
      The sign-ups as CSV for a mailing tool (default: signups-YYYY-MM-DD.csv); an existing
      file is replaced only with --force.

  npm run leads -- retry HL-XXXXXXXX|NL-XXXXXXXX
      Puts a request's or sign-up's failed deliveries back in the queue; a running server
      sends them.

  npm run leads -- forget EMAIL
      Removes everything stored about one person: their contact requests, newsletter
      sign-ups and delivery jobs (pending, failed or delivered). The address matches in any
      case, with any spaces around it.

  npm run leads -- purge [--dry-run]
      Removes the contact requests and sign-ups received more than LEADS_RETENTION_DAYS
      days ago (default 730, 24 months), with their delivery jobs, and says what it removed
      and the cut-off time. --dry-run says what it would remove and removes nothing.

  npm run leads -- backup FILE
      A consistent copy of the SQLite database in FILE (readable by you only), taken while
      the servers run. With DATABASE_URL, use pg_dump instead (README, "Backup and restore").

  DATE is YYYY-MM-DD (midnight in Sydney) or an ISO 8601 time with Z or an offset,
  e.g. 2026-11-23T09:00+11:00. A request is failed if any delivery failed, else pending if
  any is still being tried, else delivered. Attempts count failed tries; claims count the
  times a server took a delivery on, so more claims than attempts + 1 means a send was
  repeated (a server stopped mid-delivery).

  list, export, backup and purge --dry-run only read, and are safe while the servers run;
  forget and purge change the database in one transaction each, also while they run.
`;

/** Wrong input on the command line: the message, the usage, exit status 2. */
export class UsageError extends Error {}
