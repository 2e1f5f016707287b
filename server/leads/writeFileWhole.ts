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

export function writeExport(
  context: LeadsContext,
  out: string | undefined,
  fallback: string,
  text: string,
): string | null {
  const file = path.resolve(context.cwd ?? process.cwd(), out ?? fallback);
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
  out: string | undefined,
  fallback: string,
  text: string,
  { count, noun }: { count: number; noun: string },
): number {
  const file = writeExport(context, out, fallback, text);
  if (file === null) return 1;
  context.out.write(`Wrote ${count} ${noun}${count === 1 ? '' : 's'} to ${file}\n`);
  return 0;
}
