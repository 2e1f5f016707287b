import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { waitForExit } from '../../scripts/childProcess';
import { openSqliteDatabase } from './sqlite';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-open-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Another instance's process, writing the new file in the rollback journal for `holdMs`. */
async function writerHolding(file: string, holdMs: number): Promise<ChildProcess> {
  const script = `
    const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
    const db = new Database(${JSON.stringify(file)});
    db.pragma('busy_timeout = 5000');
    db.exec('CREATE TABLE held (x); BEGIN IMMEDIATE; INSERT INTO held VALUES (1);');
    console.log('writing');
    setTimeout(() => { db.exec('COMMIT'); db.close(); }, ${holdMs});`;
  const writer = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(writer.stdout, 'data');
  return writer;
}

describe('openSqliteDatabase', () => {
  it('opens a new file in WAL mode', () => {
    const db = openSqliteDatabase(path.join(dir, 'new.sqlite'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('waits for another process writing the file in its first journal mode, then opens it in WAL mode', async () => {
    const file = path.join(dir, 'shared.sqlite');
    const writer = await writerHolding(file, 300);
    try {
      const db = openSqliteDatabase(file);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.prepare('SELECT COUNT(*) AS n FROM held').get()).toEqual({ n: 1 });
      db.close();
      expect(await waitForExit(writer, 5_000)).toBe(true);
      expect(writer.exitCode).toBe(0);
    } finally {
      writer.kill('SIGKILL');
    }
  });
});
