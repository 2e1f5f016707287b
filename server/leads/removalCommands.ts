// `forget EMAIL` and `purge`: what is stored about one person, or what is past its retention,
// removed with its delivery jobs.
import { addressKey } from '../store/formsQueries';
import type { RemovalCounts } from '../store/formsStore';
import { formatSydneyTime } from '../time/sydneyTime';
import type { LeadsContext } from './commandLine';
import { noPositionals, parseCommand, plural, storeFor, UsageError } from './commandLine';

// Looser than the forms' rules on purpose: an address stored under older rules must still be
// found. One @, something either side, no spaces.
const ADDRESS = /^[^\s@]+@[^\s@]+$/;

/** "2 contact requests, 1 newsletter sign-up and 3 delivery jobs" */
const removalSummary = ({ contactRequests, signups, jobs }: RemovalCounts): string =>
  `${plural(contactRequests, 'contact request')}, ${plural(signups, 'newsletter sign-up')} ` +
  `and ${plural(jobs, 'delivery job')}`;

const removedNothing = ({ contactRequests, signups, jobs }: RemovalCounts): boolean =>
  contactRequests + signups + jobs === 0;

function readAddress(positionals: string[]): string {
  if (positionals.length !== 1) {
    throw new UsageError('forget needs exactly one e-mail address, such as jo@example.com.');
  }
  const address = addressKey(positionals[0] ?? '');
  if (!ADDRESS.test(address)) {
    throw new UsageError(`"${positionals[0]}" is not an e-mail address such as jo@example.com.`);
  }
  return address;
}

export async function forgetCommand(args: string[], context: LeadsContext): Promise<number> {
  const { positionals } = parseCommand(args, {});
  const address = readAddress(positionals);
  const store = await storeFor(context, 'write');
  const removed = await store.staff.forget(address);
  context.out.write(
    removedNothing(removed)
      ? `Nothing is stored for ${address}; nothing was removed.\n`
      : `Removed ${removalSummary(removed)} for ${address}.\n`,
  );
  return 0;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function purgeCommand(args: string[], context: LeadsContext): Promise<number> {
  const { values, positionals } = parseCommand(args, { 'dry-run': { type: 'boolean' } });
  noPositionals('purge', positionals);
  const days = context.settings?.LEADS_RETENTION_DAYS;
  if (days === undefined) throw new Error('The leads command was given no settings.');
  const dryRun = values['dry-run'] === true;
  const before = new Date(context.now.getTime() - days * DAY_MS);

  const store = await storeFor(context, dryRun ? 'read' : 'write');
  const removed = await store.staff.purge(before, { dryRun });
  const cutOff =
    `received before ${formatSydneyTime(before.toISOString())}, ` +
    `${plural(days, 'day')} ago (LEADS_RETENTION_DAYS)`;
  if (removedNothing(removed)) {
    context.out.write(`Nothing stored was ${cutOff}; nothing to remove.\n`);
  } else if (dryRun) {
    context.out.write(
      `Would remove what was ${cutOff}: ${removalSummary(removed)}.\n` +
        'Nothing was removed (--dry-run).\n',
    );
  } else {
    context.out.write(`Removed what was ${cutOff}: ${removalSummary(removed)}.\n`);
  }
  return 0;
}
