import fs from 'node:fs';
import path from 'node:path';
import { FILTER_OPTIONS, noPositionals, parseCommand, readFilter } from './commandOptions';
import type { ExportFormat } from './leadsExport';
import { isExportFormat, serialiseLeads } from './leadsExport';
import type { LeadsContext } from './leadsContext';
import { databaseFor } from './leadsContext';
import { findLeads } from './leadQuery';
import { sydneyDate } from '../sydneyTime';
import { UsageError } from './usage';

function readFormat(text: string | undefined): ExportFormat {
  if (text !== undefined && isExportFormat(text)) return text;
  throw new UsageError(
    text === undefined
      ? 'export needs --format csv or --format json.'
      : `--format must be csv or json, not "${text}".`,
  );
}

/**
 * Writes beside the target and renames, so a crash or a full disk never leaves a
 * half-written file under the name staff will open.
 */
function writeWhole(file: string, text: string): void {
  const partial = `${file}.partial-${process.pid}`;
  try {
    fs.writeFileSync(partial, text, 'utf8');
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** `leads export`: every field of the matching requests, to a CSV or JSON file. */
export function exportCommand(args: string[], context: LeadsContext): number {
  const { values, positionals } = parseCommand(args, {
    ...FILTER_OPTIONS,
    format: { type: 'string' },
    out: { type: 'string' },
  });
  noPositionals('export', positionals);
  const format = readFormat(values.format);
  const filter = readFilter(values);
  if (values.out === '') throw new UsageError('--out needs a file name.');

  const leads = findLeads(databaseFor(context, 'read'), filter);
  const file = path.resolve(
    context.cwd ?? process.cwd(),
    values.out ?? `leads-${sydneyDate(context.now)}.${format}`,
  );
  try {
    writeWhole(file, serialiseLeads(leads, format));
  } catch (error) {
    // A missing folder or a file open in Excel (locked on Windows): say so, no stack trace.
    context.err.write(`Could not write ${file}: ${(error as Error).message}\n`);
    return 1;
  }
  context.out.write(`Wrote ${leads.length} request${leads.length === 1 ? '' : 's'} to ${file}\n`);
  return 0;
}
