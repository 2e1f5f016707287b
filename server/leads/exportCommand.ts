import { EXPORT_OPTIONS, noPositionals, parseCommand, readExportOptions } from './commandOptions';
import type { ExportFormat } from './leadsExport';
import { isExportFormat, serialiseLeads } from './leadsExport';
import type { LeadsContext } from './leadsContext';
import { storeFor } from './leadsContext';
import { findLeads } from './leadQuery';
import { sydneyDate } from '../time/sydneyTime';
import { UsageError } from './usage';
import { exportRows } from './writeFileWhole';

function readFormat(text: string | undefined): ExportFormat {
  if (text !== undefined && isExportFormat(text)) return text;
  throw new UsageError(
    text === undefined
      ? 'export needs --format csv or --format json.'
      : `--format must be csv or json, not "${text}".`,
  );
}

export async function exportCommand(args: string[], context: LeadsContext): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...EXPORT_OPTIONS,
    format: { type: 'string' },
  });
  noPositionals('export', positionals);
  const format = readFormat(values.format);
  const { filter, target } = readExportOptions(values);

  const leads = await findLeads(await storeFor(context, 'read'), filter);
  return exportRows(
    context,
    target,
    `leads-${sydneyDate(context.now)}.${format}`,
    serialiseLeads(leads, format),
    { count: leads.length, noun: 'request' },
  );
}
