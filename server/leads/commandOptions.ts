import { parseArgs } from 'node:util';
import type { DeliveryStatus } from './leadQuery';
import { isDeliveryStatus } from './leadQuery';
import type { LeadFilter } from './leadQuery';
import { parseSince } from '../time/sydneyTime';
import { UsageError } from './usage';

type OptionSpec = Record<string, { type: 'string' | 'boolean' }>;
type OptionValues<T extends OptionSpec> = {
  [K in keyof T]?: T[K]['type'] extends 'boolean' ? boolean : string;
};

export function parseCommand<T extends OptionSpec>(
  args: string[],
  options: T,
): { values: OptionValues<T>; positionals: string[] } {
  try {
    const parsed = parseArgs({ args, options, strict: true, allowPositionals: true });
    return {
      values: parsed.values as OptionValues<T>,
      positionals: parsed.positionals,
    };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

export const FILTER_OPTIONS = { since: { type: 'string' }, status: { type: 'string' } } as const;

function readStatus(text: string | undefined): DeliveryStatus | null {
  if (text === undefined) return null;
  if (isDeliveryStatus(text)) return text;
  throw new UsageError(`--status must be pending, delivered or failed, not "${text}".`);
}

function readSince(text: string | undefined): Date | null {
  if (text === undefined) return null;
  const since = parseSince(text);
  if (since === null) {
    throw new UsageError(
      `--since must be a date such as 2026-11-23 (midnight in Sydney) or an ISO 8601 time ` +
        `with Z or an offset such as 2026-11-23T09:00+11:00, not "${text}".`,
    );
  }
  return since;
}

export const readFilter = (values: { since?: string; status?: string }): LeadFilter => ({
  since: readSince(values.since),
  status: readStatus(values.status),
});

export const EXPORT_OPTIONS = {
  ...FILTER_OPTIONS,
  out: { type: 'string' },
  force: { type: 'boolean' },
} as const;

/** An export's filter, --out and --force, refused before the database is read. */
export function readExportOptions(values: {
  since?: string;
  status?: string;
  out?: string;
  force?: boolean;
}) {
  const filter = readFilter(values);
  if (values.out === '') throw new UsageError('--out needs a file name.');
  return { filter, target: { out: values.out, force: values.force === true } };
}

export function noPositionals(command: string, positionals: string[]): void {
  if (positionals.length > 0) {
    throw new UsageError(`${command} takes no arguments besides its options: "${positionals[0]}".`);
  }
}
