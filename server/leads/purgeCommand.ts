import { noPositionals, parseCommand } from './commandOptions';
import { removalSummary, removedNothing } from './forgetCommand';
import type { LeadsContext } from './leadsContext';
import { storeFor } from './leadsContext';
import { plural } from './leadsExport';
import { formatSydneyTime } from '../time/sydneyTime';

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
