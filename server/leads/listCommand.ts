import { FILTER_OPTIONS, noPositionals, parseCommand, readFilter } from './commandOptions';
import type { LeadsContext } from './leadsContext';
import { storeFor } from './leadsContext';
import { findLeads } from './leadQuery';
import { leadsTable } from './leadsTable';
import { UsageError } from './usage';

const DEFAULT_LIMIT = 50;

export function readLimit(text: string | undefined): number {
  if (text === undefined) return DEFAULT_LIMIT;
  if (!/^\d+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(Number(text))) {
    throw new UsageError(`--limit must be a whole number of at least 1, not "${text}".`);
  }
  return Number(text);
}

/** `leads list`: the matching requests as a table, newest first. */
export async function listCommand(args: string[], context: LeadsContext): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...FILTER_OPTIONS,
    limit: { type: 'string' },
  });
  noPositionals('list', positionals);
  const filter = readFilter(values);
  const limit = readLimit(values.limit);

  const leads = await findLeads(await storeFor(context, 'read'), filter);
  if (leads.length === 0) {
    context.out.write('No contact requests match.\n');
    return 0;
  }
  const shown = leads.slice(0, limit);
  context.out.write(leadsTable(shown));
  const more = leads.length - shown.length;
  context.out.write(
    more > 0
      ? `\n${shown.length} of ${leads.length} requests, newest first; --limit ${leads.length} shows all.\n`
      : `\n${leads.length} request${leads.length === 1 ? '' : 's'}, newest first.\n`,
  );
  return 0;
}
