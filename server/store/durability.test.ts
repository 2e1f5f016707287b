import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { spawnServer } from '../../scripts/childProcess';
import { makeFakeDist } from '../test/testSupport';

/**
 * Against the real server process: what it acknowledged survives a crash, and
 * concurrent or repeated submissions store exactly what they should.
 */
jest.setTimeout(60_000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-durability-'));
const dbPath = path.join(dir, 'site.sqlite');
const distDir = makeFakeDist();
const port = 4400 + (process.pid % 500);
const origin = `http://127.0.0.1:${port}`;

const startServer = async (): Promise<ChildProcess> => {
  const child = spawnServer({
    port,
    dbPath,
    distDir,
    env: { CONTACT_REQUESTS_PER_MINUTE: '10000' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/posts?per_page=1`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not start');
};

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

const submit = (key: string, name = 'Jo Citizen') =>
  fetch(`${origin}/forms/contact-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({
      name,
      email: 'jo@example.com.au',
      message: 'Please quote for weekly office cleaning.',
    }),
  });

const countRows = (where = '1 = 1', ...params: string[]) => {
  const db = new Database(dbPath, { readonly: true });
  try {
    return (
      db.prepare(`SELECT COUNT(*) AS n FROM contact_requests WHERE ${where}`).get(...params) as {
        n: number;
      }
    ).n;
  } finally {
    db.close();
  }
};

let server: ChildProcess | null = null;
afterAll(async () => {
  server?.kill('SIGKILL');
  if (server) await stopped(server);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('contact requests are never lost', () => {
  it('keeps a request acknowledged with 201 when the server is killed right after', async () => {
    server = await startServer();
    const response = await submit('crash-test-key-0001', 'Killed Right After');
    expect(response.status).toBe(201);
    server.kill('SIGKILL');
    await stopped(server);

    server = await startServer();
    expect(countRows('name = ?', 'Killed Right After')).toBe(1);
  });

  it('stores exactly 200 rows for 200 concurrent submissions with distinct keys', async () => {
    server ??= await startServer();
    const before = countRows();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        submit(`concurrent-key-${String(index).padStart(4, '0')}`),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201));
    const ids = new Set(
      await Promise.all(
        responses.map(async (r) => ((await r.json()) as { data: { id: string } }).data.id),
      ),
    );
    expect(ids.size).toBe(200);
    expect(countRows() - before).toBe(200);
  });

  it('stores one row for 200 concurrent retries of one key, each answered with its reference or 409', async () => {
    server ??= await startServer();
    const before = countRows();
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => submit('the-same-key-0001')),
    );
    const statuses = responses.map((response) => response.status);
    // A retry that arrives while an earlier one is still being handled gets 409, not a copy.
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => ![200, 201, 409].includes(status))).toEqual([]);
    const answered = responses.filter((response) => response.status !== 409);
    const references = new Set(
      await Promise.all(
        answered.map(async (r) => ((await r.json()) as { data: { id: string } }).data.id),
      ),
    );
    expect(references.size).toBe(1);
    expect(countRows() - before).toBe(1);
    // Once every request is answered, a retry gets the first answer again.
    const late = await submit('the-same-key-0001');
    expect(late.status).toBe(200);
    expect(((await late.json()) as { data: { id: string } }).data.id).toBe([...references][0]);
  });
});
