import fs from 'node:fs';
import path from 'node:path';
import type { LeadsContext } from './leadsContext';
import { PRIVATE_FILE_MODE } from '../store/privateFiles';

// Write beside and rename: a crash never leaves a half-written file under the name staff open.
function writeWhole(file: string, text: string): void {
  const partial = `${file}.partial-${process.pid}`;
  try {
    fs.rmSync(partial, { force: true });
    fs.writeFileSync(partial, text, { encoding: 'utf8', flag: 'wx', mode: PRIVATE_FILE_MODE });
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** Where an export goes, and whether it may replace a file already there. */
export interface ExportTarget {
  out: string | undefined;
  force: boolean;
}

export function writeExport(
  context: LeadsContext,
  { out, force }: ExportTarget,
  fallback: string,
  text: string,
): string | null {
  const file = path.resolve(context.cwd ?? process.cwd(), out ?? fallback);
  // Yesterday's export, or one a colleague is reading, is not replaced by accident.
  if (!force && fs.existsSync(file)) {
    context.err.write(
      `${file} exists already: name another file with --out, or add --force to replace it.\n`,
    );
    return null;
  }
  try {
    writeWhole(file, text);
    return file;
  } catch (error) {
    // A missing folder or a file open in Excel (locked on Windows): say so, no stack trace.
    context.err.write(`Could not write ${file}: ${(error as Error).message}\n`);
    return null;
  }
}

export function exportRows(
  context: LeadsContext,
  target: ExportTarget,
  fallback: string,
  text: string,
  { count, noun }: { count: number; noun: string },
): number {
  const file = writeExport(context, target, fallback, text);
  if (file === null) return 1;
  context.out.write(`Wrote ${count} ${noun}${count === 1 ? '' : 's'} to ${file}\n`);
  return 0;
}
