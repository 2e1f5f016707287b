import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { LeadsTestDatabase } from '../test/leadsFixtures';
import { addLead, leadsSnapshot, makeLeadsDatabase, runLeadsIn } from '../test/leadsFixtures';
import { addSampleLeads } from '../test/leadsSample';
import { spreadsheetRows } from '../test/spreadsheetRows';
import { sqliteFormsStore } from '../store/sqlite';

let leads: LeadsTestDatabase;
beforeEach(() => {
  leads = makeLeadsDatabase();
  addSampleLeads(leads.db);
});
afterEach(() => leads.cleanup());

const HEADER =
  'reference,received_at,received_sydney,name,email,phone,service,service_label,message,status,deliveries';

/** Runs `leads export` of the requests received since a day, in a format, to a file. */
function exportSince(format: 'csv' | 'json', since: string, out: string) {
  return runLeadsIn(leads.store, ['export', '--format', format, '--since', since, '--out', out]);
}

describe('leads export', () => {
  it('writes CSV with a BOM, a header row, CRLF rows and quoting where needed', async () => {
    const file = path.join(leads.dir, 'out.csv');
    const run = await exportSince('csv', '2026-11-20', file);
    expect(run).toEqual({ status: 0, out: `Wrote 1 request to ${file}\n`, err: '' });
    expect(fs.readFileSync(file, 'utf8')).toBe(
      '\uFEFF' +
        `${HEADER}\r\n` +
        'HL-22222222,2026-11-20T22:15:00.000Z,2026-11-21 09:15 AEDT,Zoë Nguyen,zoe@example.com.au,' +
        "'+61 2 9000 0000,commercial,Commercial cleaning," +
        // The full message: quotes doubled, the line break kept inside the quoted field.
        '"Weekly clean of a 400 m² office, ""ASAP"", please.\nSecond line.",failed,' +
        '"email failed (14 failed attempts, 14 claims): 451 4.7.0 Try again later mailbox busy"\r\n',
    );
  });

  it('writes JSON with every value as stored and the jobs as a list', async () => {
    const file = path.join(leads.dir, 'out.json');
    await runLeadsIn(leads.store, [
      'export',
      '--format',
      'json',
      '--status',
      'pending',
      '--out',
      file,
    ]);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual([
      {
        reference: 'HL-33333333',
        received_at: '2026-11-19T01:00:00.000Z',
        received_sydney: '2026-11-19 12:00 AEDT',
        name: 'Half Way',
        email: 'half@example.com',
        phone: '02 9000 0000',
        service: 'move',
        service_label: 'Move-in / move-out cleaning',
        message: 'Please quote for a weekly office clean.',
        status: 'pending',
        deliveries: [
          {
            channel: 'email',
            status: 'delivered',
            attempts: 2,
            claims: 3,
            lease_owner: null,
            lease_expires_at: null,
            next_attempt_at: '2026-11-19T01:00:00.000Z',
            last_error: null,
            delivered_at: '2026-11-19T01:00:00.000Z',
          },
          {
            channel: 'webhook',
            status: 'pending',
            attempts: 1,
            claims: 1,
            lease_owner: null,
            lease_expires_at: null,
            next_attempt_at: '2026-11-19T01:00:00.000Z',
            last_error: 'connect ECONNREFUSED',
            delivered_at: null,
          },
        ],
      },
    ]);
  });

  it('exports every request, newest first, to leads-<Sydney date>.<format> in the folder it runs in', async () => {
    // 23 Nov 2026 at 14:30 UTC is already the 24th in Sydney.
    const now = new Date('2026-11-23T14:30:00.000Z');
    const run = await runLeadsIn(leads.store, ['export', '--format', 'json'], {
      now,
      cwd: leads.dir,
    });
    const file = path.join(leads.dir, 'leads-2026-11-24.json');
    expect(run.out).toBe(`Wrote 4 requests to ${file}\n`);
    const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as { reference: string }[];
    expect(exported.map((lead) => lead.reference)).toEqual([
      'HL-22222222',
      'HL-33333333',
      'HL-44444444',
      'HL-55555555',
    ]);
    expect(fs.readdirSync(leads.dir).filter((name) => name.includes('partial'))).toEqual([]);
  });

  it('defuses cells a spreadsheet would run as a formula, and only in the CSV', async () => {
    addLead(leads.db, {
      reference: 'HL-66666666',
      createdAt: '2026-11-22T00:00:00.000Z',
      name: '=HYPERLINK("http://evil.example","Click")',
      email: '@SUM(1+1)@example.com',
      phone: '-2+3',
      message: '\tTab first, then text.',
    });
    const csvFile = path.join(leads.dir, 'hostile.csv');
    const jsonFile = path.join(leads.dir, 'hostile.json');
    await exportSince('csv', '2026-11-22', csvFile);
    await exportSince('json', '2026-11-22', jsonFile);

    const row = fs.readFileSync(csvFile, 'utf8').split('\r\n')[1];
    expect(row).toBe(
      'HL-66666666,2026-11-22T00:00:00.000Z,2026-11-22 11:00 AEDT,' +
        `"'=HYPERLINK(""http://evil.example"",""Click"")",'@SUM(1+1)@example.com,'-2+3,` +
        `commercial,Commercial cleaning,"'\tTab first, then text.",delivered,"email delivered (1 failed attempt, 2 claims)"`,
    );
    const [exported] = JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as Record<string, string>[];
    expect(exported).toMatchObject({
      name: '=HYPERLINK("http://evil.example","Click")',
      email: '@SUM(1+1)@example.com',
      phone: '-2+3',
      message: '\tTab first, then text.',
    });
  });

  it('keeps every cell one cell, and defuses a formula wherever a spreadsheet starts a cell', async () => {
    // Messages are stored with bare LF; these hold no comma or quote that would force quoting.
    addLead(leads.db, {
      reference: 'HL-77777777',
      createdAt: '2026-11-22T03:00:00.000Z',
      name: '\uFF1D1+2 Full Width',
      phone: ' =1+2',
      message: 'Call me on Monday\n=HYPERLINK(E3&F3)\n+1+2\n@SUM(E3)\n- weekly\rend',
    });
    addLead(leads.db, {
      reference: 'HL-88888888',
      createdAt: '2026-11-22T02:00:00.000Z',
      name: '\u200B=1+2 Zero\u2028Width',
      email: '\uFE6Bsmall@example.com',
      message: '\n\t=1+2 after a blank line',
    });
    const file = path.join(leads.dir, 'hostile.csv');
    await exportSince('csv', '2026-11-22', file);

    const rows = spreadsheetRows(file);
    expect(rows.map((row) => row.length)).toEqual([11, 11, 11]);
    const cells = rows.slice(1).map(([reference, , , name, email, phone, , , message]) => ({
      reference,
      name,
      email,
      phone,
      message,
    }));
    expect(cells).toEqual([
      {
        reference: 'HL-77777777',
        name: "'\uFF1D1+2 Full Width",
        email: 'sam@example.com.au',
        phone: "' =1+2",
        // One cell: its inner lines start no cell, so they stay as the visitor wrote them.
        message: 'Call me on Monday\n=HYPERLINK(E3&F3)\n+1+2\n@SUM(E3)\n- weekly\rend',
      },
      {
        reference: 'HL-88888888',
        name: "'\u200B=1+2 Zero\u2028Width",
        email: "'\uFE6Bsmall@example.com",
        phone: '02 9000 0000',
        message: "'\n\t=1+2 after a blank line",
      },
    ]);
    // A line separator alone is quoted too: some importers end a line at it.
    expect(fs.readFileSync(file, 'utf8')).toContain(',"\'\u200B=1+2 Zero\u2028Width",');
  });

  it('refuses a missing or unknown format with usage and exit status 2, writing nothing', async () => {
    for (const argv of [['export'], ['export', '--format', 'xlsx']]) {
      const run = await runLeadsIn(leads.store, argv, { cwd: leads.dir });
      expect(run.status).toBe(2);
      expect(run.err).toMatch(
        /export needs --format csv or --format json\.|--format must be csv or json, not "xlsx"\./,
      );
    }
    expect(fs.readdirSync(leads.dir).filter((name) => name.startsWith('leads-'))).toEqual([]);
  });

  it('never replaces an existing file unless told to with --force', async () => {
    const file = path.join(leads.dir, 'yesterday.csv');
    fs.writeFileSync(file, 'yesterday’s export');
    const refused = await exportSince('csv', '2026-11-20', file);
    expect(refused).toEqual({
      status: 1,
      out: '',
      err: `${file} exists already: name another file with --out, or add --force to replace it.\n`,
    });
    expect(fs.readFileSync(file, 'utf8')).toBe('yesterday’s export');
    const forced = await runLeadsIn(leads.store, [
      'export',
      '--format',
      'csv',
      '--out',
      file,
      '--force',
    ]);
    expect(forced.status).toBe(0);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^\uFEFFreference,/);

    const signups = path.join(leads.dir, 'signups.csv');
    fs.writeFileSync(signups, 'kept');
    const again = await runLeadsIn(leads.store, ['signups', 'export', '--out', signups]);
    expect(again.status).toBe(1);
    expect(fs.readFileSync(signups, 'utf8')).toBe('kept');
  });

  it('only reads: it asks for read access and leaves the database as it was', async () => {
    const before = leadsSnapshot(leads.db);
    const readOnly = new Database(leads.file, { readonly: true });
    const accesses: string[] = [];
    const run = await runLeadsIn(
      async (access) => {
        accesses.push(access);
        return sqliteFormsStore(readOnly, leads.file);
      },
      ['export', '--format', 'csv', '--out', path.join(leads.dir, 'all.csv')],
    );
    readOnly.close();
    expect(run.status).toBe(0);
    expect(accesses).toEqual(['read']);
    expect(leadsSnapshot(leads.db)).toEqual(before);
  });
});
