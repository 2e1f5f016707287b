import fs from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { openSqliteDatabase } from './openSqliteDatabase';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-open-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Another connection, as another instance would hold it: writing in the rollback journal. */
function writerHolding(file: string, holdMs: number): Worker {
  return new Worker(
    `const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
     const { parentPort, workerData } = require('node:worker_threads');
     const db = new Database(workerData.file);
     db.exec('CREATE TABLE held (x); BEGIN IMMEDIATE; INSERT INTO held VALUES (1);');
     parentPort.postMessage('writing');
     setTimeout(() => { db.exec('COMMIT'); db.close(); parentPort.postMessage('done'); }, workerData.holdMs);`,
    { eval: true, workerData: { file, holdMs } },
  );
}

describe('openSqliteDatabase', () => {
  it('opens a new file in WAL mode', () => {
    const db = openSqliteDatabase(path.join(dir, 'new.sqlite'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('waits for another process writing the file in its first journal mode, then opens it in WAL mode', async () => {
    const file = path.join(dir, 'shared.sqlite');
    const writer = writerHolding(file, 300);
    await once(writer, 'message');
    const db = openSqliteDatabase(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.prepare('SELECT COUNT(*) AS n FROM held').get()).toEqual({ n: 1 });
    db.close();
    await writer.terminate();
  });
});
