import fs from 'node:fs';
import path from 'node:path';
import type { LeadsTestDatabase } from '../test/leadsFixtures';
import { addSignup, makeLeadsDatabase, runLeadsIn } from '../test/leadsFixtures';
import { spreadsheetRows } from '../test/spreadsheetRows';

let leads: LeadsTestDatabase;
beforeEach(() => {
  leads = makeLeadsDatabase();
  addSignup(leads.db, {
    reference: 'NL-22222222',
    email: 'Facilities@School.edu.au',
    consentedAt: '2026-11-20T22:15:00.000Z', // 21 Nov 09:15 AEDT
    sourcePage: '/blog/office-cleaning',
  });
  addSignup(leads.db, {
    reference: 'NL-33333333',
    email: '=HYPERLINK("http://evil.example")@example.com',
    consentedAt: '2026-11-19T01:00:00.000Z',
    jobs: [{ status: 'failed', attempts: 3, lastError: '550 relay refused' }],
  });
});
afterEach(() => leads.cleanup());

describe('leads signups', () => {
  it('lists sign-ups newest first with their page, status, attempts and claims', async () => {
    const { status, out, err } = await runLeadsIn(leads.store, ['signups', 'list']);
    expect({ status, err }).toEqual({ status: 0, err: '' });
    const lines = out.split('\n');
    expect(lines[0]).toMatch(
      /^Reference +Signed up \(Sydney\) +Email +Confirmed \(Sydney\) +Page +Status +Attempts +Claims +Last error$/,
    );
    expect(lines[2]?.split(/ {2,}/)).toEqual([
      'NL-22222222',
      '2026-11-21 09:15 AEDT',
      'Facilities@School.edu.au',
      '2026-11-21 09:16 AEDT',
      '/blog/office-cleaning',
      'delivered',
      '1',
      '2',
    ]);
    expect(lines[3]).toMatch(/^NL-33333333 .* failed +3 +3 +email: 550 relay refused$/);
    expect(out.trimEnd().endsWith('2 sign-ups, newest first.')).toBe(true);
  });

  it('keeps the columns in line in a terminal when a page address is in a wide script', async () => {
    addSignup(leads.db, {
      reference: 'NL-44444444',
      email: 'hanako@example.jp',
      consentedAt: '2026-11-22T00:00:00.000Z',
      sourcePage: '/ブログ/清掃',
    });
    const { out } = await runLeadsIn(leads.store, ['signups', 'list']);
    const lines = out.split('\n');
    // '/ブログ/清掃' takes 12 of the Page column's 21 columns ('/blog/office-cleaning'), then 2 between.
    expect(lines[2]).toMatch(/^NL-44444444 .* \/ブログ\/清掃 {11}delivered +1 +2$/);
    expect(lines[3]).toMatch(/^NL-22222222 .* \/blog\/office-cleaning {2}delivered +1 +2$/);
  });

  it('exports them as CSV for a mailing tool, address first, formulas defused', async () => {
    const file = path.join(leads.dir, 'list.csv');
    const run = await runLeadsIn(leads.store, ['signups', 'export', '--out', file]);
    expect(run).toEqual({ status: 0, out: `Wrote 2 confirmed sign-ups to ${file}\n`, err: '' });
    expect(fs.readFileSync(file, 'utf8')).toBe(
      '\uFEFF' +
        'email,consented_at,consented_sydney,confirmed_at,source_page,reference,status\r\n' +
        'Facilities@School.edu.au,2026-11-20T22:15:00.000Z,2026-11-21 09:15 AEDT,2026-11-20T22:16:00.000Z,/blog/office-cleaning,NL-22222222,delivered\r\n' +
        `"'=HYPERLINK(""http://evil.example"")@example.com",2026-11-19T01:00:00.000Z,2026-11-19 12:00 AEDT,2026-11-19T01:01:00.000Z,/,NL-33333333,failed\r\n`,
    );
  });

  it('exports only addresses their owners confirmed, and lists the others as waiting', async () => {
    addSignup(leads.db, {
      reference: 'NL-44444444',
      email: 'someone-else@example.com',
      consentedAt: '2026-11-21T00:00:00.000Z',
      confirmedAt: null,
    });
    const file = path.join(leads.dir, 'list.csv');
    const run = await runLeadsIn(leads.store, ['signups', 'export', '--out', file]);
    expect(run.out).toBe(`Wrote 2 confirmed sign-ups to ${file}\n`);
    expect(fs.readFileSync(file, 'utf8')).not.toContain('someone-else@example.com');
    const { out } = await runLeadsIn(leads.store, ['signups', 'list']);
    expect(out).toMatch(/^NL-44444444 .* someone-else@example\.com +not yet +\/ /m);
  });

  it('keeps every sign-up one row, whatever line breaks and formulas are stored', async () => {
    addSignup(leads.db, {
      reference: 'NL-44444444',
      email: ' =1+2@example.com',
      consentedAt: '2026-11-22T00:00:00.000Z',
      sourcePage: '/offers\n@SUM(A1)\r+1',
    });
    const file = path.join(leads.dir, 'list.csv');
    await runLeadsIn(leads.store, ['signups', 'export', '--since', '2026-11-22', '--out', file]);
    expect(spreadsheetRows(file)).toEqual([
      [
        'email',
        'consented_at',
        'consented_sydney',
        'confirmed_at',
        'source_page',
        'reference',
        'status',
      ],
      [
        "' =1+2@example.com",
        '2026-11-22T00:00:00.000Z',
        '2026-11-22 11:00 AEDT',
        '2026-11-22T00:01:00.000Z',
        '/offers\n@SUM(A1)\r+1',
        'NL-44444444',
        'delivered',
      ],
    ]);
  });

  it('exports to signups-<Sydney date>.csv in the folder it runs in, by date and status', async () => {
    const now = new Date('2026-11-23T14:30:00.000Z');
    const run = await runLeadsIn(leads.store, ['signups', 'export', '--status', 'failed'], {
      now,
      cwd: leads.dir,
    });
    const file = path.join(leads.dir, 'signups-2026-11-24.csv');
    expect(run.out).toBe(`Wrote 1 confirmed sign-up to ${file}\n`);
  });

  it('requeues a sign-up’s failed delivery by its NL- reference', async () => {
    const run = await runLeadsIn(leads.store, ['retry', 'nl-33333333']);
    expect(run.status).toBe(0);
    expect(run.out).toContain('NL-33333333: email delivery back to pending, due now');
  });

  it('refuses a missing or unknown action with usage', async () => {
    for (const argv of [['signups'], ['signups', 'delete']]) {
      const run = await runLeadsIn(leads.store, argv);
      expect(run.status).toBe(2);
      expect(run.err).toMatch(/signups (needs|takes) list or export/);
    }
  });
});
