import { FILTER_OPTIONS, noPositionals, parseCommand, readFilter } from './commandOptions';
import type { LeadsContext } from './leadsContext';
import { storeFor } from './leadsContext';
import type { FormsStore } from '../store/formsStore';
import type { LeadFilter } from './leadQuery';
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

export const LIST_OPTIONS = { ...FILTER_OPTIONS, limit: { type: 'string' } } as const;

export function writeListing<T>(
  context: LeadsContext,
  rows: readonly T[],
  {
    limit,
    noun,
    none,
    table,
  }: { limit: number; noun: string; none: string; table: (shown: readonly T[]) => string },
): number {
  if (rows.length === 0) {
    context.out.write(`${none}\n`);
    return 0;
  }
  const shown = rows.slice(0, limit);
  context.out.write(table(shown));
  const total = rows.length;
  context.out.write(
    total > shown.length
      ? `\n${shown.length} of ${total} ${noun}s, newest first; --limit ${total} shows all.\n`
      : `\n${total} ${noun}${total === 1 ? '' : 's'}, newest first.\n`,
  );
  return 0;
}

export async function listMatching<T>(
  args: string[],
  context: LeadsContext,
  command: string,
  find: (store: FormsStore, filter: LeadFilter) => Promise<T[]>,
  shown: { noun: string; none: string; table: (shown: readonly T[]) => string },
): Promise<number> {
  const { values, positionals } = parseCommand(args, LIST_OPTIONS);
  noPositionals(command, positionals);
  const filter = readFilter(values);
  const limit = readLimit(values.limit);
  const rows = await find(await storeFor(context, 'read'), filter);
  return writeListing(context, rows, { limit, ...shown });
}

export const listCommand = (args: string[], context: LeadsContext): Promise<number> =>
  listMatching(args, context, 'list', findLeads, {
    noun: 'request',
    none: 'No contact requests match.',
    table: leadsTable,
  });
