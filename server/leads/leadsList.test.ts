import Database from 'better-sqlite3';
import type { LeadsTestDatabase } from '../test/leadsFixtures';
import { addLead, leadsSnapshot, makeLeadsDatabase, runLeadsIn } from '../test/leadsFixtures';
import { addSampleLeads } from '../test/leadsSample';
import { sqliteFormsStore } from '../store/sqlite';

let leads: LeadsTestDatabase;
beforeEach(() => {
  leads = makeLeadsDatabase();
  addSampleLeads(leads.db);
});
afterEach(() => leads.cleanup());

const referencesIn = (table: string): string[] => table.match(/HL-[0-9A-Z]{8}/g) ?? [];
const rowOf = (table: string, reference: string): string =>
  table.split('\n').find((line) => line.startsWith(reference)) ?? '';

describe('leads list', () => {
  it('prints every request newest first, with Sydney times, service labels and delivery state', async () => {
    const { status, out, err } = await runLeadsIn(leads.store, ['list']);
    expect({ status, err }).toEqual({ status: 0, err: '' });
    expect(out.split('\n')[0]).toMatch(
      /^Reference +Received \(Sydney\) +Name +Email +Phone +Service +Status +Looked automated +Attempts +Claims +Last error$/,
    );
    expect(referencesIn(out)).toEqual(['HL-22222222', 'HL-33333333', 'HL-44444444', 'HL-55555555']);
    expect(rowOf(out, 'HL-22222222').split(/ {2,}/)).toEqual([
      'HL-22222222',
      '2026-11-21 09:15 AEDT',
      'Zoë Nguyen',
      'zoe@example.com.au',
      '+61 2 9000 0000',
      'Commercial cleaning',
      'failed',
      '14',
      '14',
      // The CRLF inside the SMTP error does not break the row.
      'email: 451 4.7.0 Try again later mailbox busy',
    ]);
    expect(rowOf(out, 'HL-55555555')).toMatch(
      /^HL-55555555 +2026-07-01 13:00 AEST +Winter Enquiry +winter@example\.com +delivered +1 +2$/,
    );
    expect(out).toContain('Move-in / move-out cleaning');
    expect(out.trimEnd().endsWith('4 requests, newest first.')).toBe(true);
  });

  it('keeps the columns in line in a terminal: wide, zero-width and combining characters', async () => {
    const add = (reference: string, hour: string, name: string, email: string) =>
      addLead(leads.db, { reference, createdAt: `2026-11-22T${hour}:00:00.000Z`, name, email });
    add('HL-66666666', '03', '山田太郎', 'yamada@example.jp');
    add('HL-77777777', '02', 'Zo\u200Be\u0301\u200B Ng\u202E', 'zoe@example.com');
    add('HL-88888888', '01', 'ＡＢＣ清掃株式会社 Sydney Pty Ltd', 'abc@example.jp');
    const { out } = await runLeadsIn(leads.store, ['list', '--since', '2026-11-22']);

    // The Name column is 24 columns: a CJK or full-width character takes two of them.
    const rows = [
      ['HL-66666666', '14:00', `山田太郎${' '.repeat(24 - 8)}`, 'yamada@example.jp'],
      ['HL-77777777', '13:00', `Zoe\u0301 Ng${' '.repeat(24 - 6)}`, 'zoe@example.com  '],
      ['HL-88888888', '12:00', 'ＡＢＣ清掃株式会社 Sydn…', 'abc@example.jp   '],
    ];
    for (const [reference = '', time, name, email] of rows) {
      expect(rowOf(out, reference)).toMatch(
        new RegExp(`^${reference}  2026-11-22 ${time} AEDT  ${name}  ${email}  02 9000 0000  `),
      );
    }
  });

  it('derives a request status from its jobs: any failed, else any pending, else delivered', async () => {
    const { out } = await runLeadsIn(leads.store, ['list']);
    expect(rowOf(out, 'HL-44444444')).toMatch(
      / failed +email 1, webhook 9 +email 2, webhook 9 +webhook: HTTP 500 from CRM$/,
    );
    expect(rowOf(out, 'HL-33333333')).toMatch(
      / pending +email 2, webhook 1 +email 3, webhook 1 +webhook: connect ECONNREFUSED$/,
    );
    expect(rowOf(out, 'HL-55555555')).toMatch(/ delivered +1 +2$/);
  });

  it('shows a request without any delivery job as none', async () => {
    addLead(leads.db, {
      reference: 'HL-77777777',
      createdAt: '2026-11-22T00:00:00.000Z',
      jobs: [],
    });
    expect(rowOf((await runLeadsIn(leads.store, ['list'])).out, 'HL-77777777')).toMatch(/ none$/);
  });

  it('filters by status', async () => {
    expect(
      referencesIn((await runLeadsIn(leads.store, ['list', '--status', 'failed'])).out),
    ).toEqual(['HL-22222222', 'HL-44444444']);
    expect(
      referencesIn((await runLeadsIn(leads.store, ['list', '--status', 'pending'])).out),
    ).toEqual(['HL-33333333']);
    expect(
      referencesIn((await runLeadsIn(leads.store, ['list', '--status=delivered'])).out),
    ).toEqual(['HL-55555555']);
  });

  it('takes a bare --since date as midnight in Sydney, and an ISO time as written', async () => {
    // Midnight on 19 Nov in Sydney is 13:00 UTC on the 18th: 23:59 the night before is out.
    expect(
      referencesIn((await runLeadsIn(leads.store, ['list', '--since', '2026-11-19'])).out),
    ).toEqual(['HL-22222222', 'HL-33333333']);
    expect(
      referencesIn(
        (await runLeadsIn(leads.store, ['list', '--since', '2026-11-18T12:59:00Z'])).out,
      ),
    ).toEqual(['HL-22222222', 'HL-33333333', 'HL-44444444']);
    expect(
      referencesIn(
        (await runLeadsIn(leads.store, ['list', '--since', '2026-11-21T09:15+11:00'])).out,
      ),
    ).toEqual(['HL-22222222']);
  });

  it('combines filters and limits the rows, saying how many more there are', async () => {
    const filtered = await runLeadsIn(leads.store, [
      'list',
      '--since',
      '2026-11-01',
      '--status',
      'failed',
    ]);
    expect(referencesIn(filtered.out)).toEqual(['HL-22222222', 'HL-44444444']);
    const limited = await runLeadsIn(leads.store, ['list', '--limit', '1']);
    expect(referencesIn(limited.out)).toEqual(['HL-22222222']);
    expect(limited.out).toContain('1 of 4 requests, newest first; --limit 4 shows all.');
  });

  it('says so when nothing matches', async () => {
    const { status, out } = await runLeadsIn(leads.store, ['list', '--since', '2027-01-01']);
    expect({ status, out }).toEqual({ status: 0, out: 'No contact requests match.\n' });
  });

  it.each([
    ['--since', '2026-13-01'],
    ['--since', '2026-02-30'],
    ['--since', 'yesterday'],
    ['--since', '2026-11-19T09:00'],
  ])('refuses %s %s with a message and exit status 2', async (option, value) => {
    const { status, out, err } = await runLeadsIn(leads.store, ['list', option, value]);
    expect(status).toBe(2);
    expect(out).toBe('');
    expect(err).toContain(`--since must be a date such as 2026-11-23 (midnight in Sydney)`);
    expect(err).toContain(`not "${value}"`);
    expect(err).toContain('Usage');
  });

  it.each([
    [['list', '--status', 'lost'], '--status must be pending, delivered or failed, not "lost".'],
    [['list', '--limit', '0'], '--limit must be a whole number of at least 1, not "0".'],
    [['list', '--format', 'csv'], "Unknown option '--format'"],
    [['list', 'extra'], 'list takes no arguments besides its options: "extra".'],
    [['lsit'], 'Unknown command "lsit".'],
  ])('refuses %j with usage and exit status 2', async (argv, message) => {
    const { status, err } = await runLeadsIn(leads.store, argv);
    expect(status).toBe(2);
    expect(err).toContain(message);
    expect(err).toContain('npm run leads -- list');
  });

  it.each([[[]], [['help']], [['--help']]])('prints the usage for %j', async (argv) => {
    const { status, out } = await runLeadsIn(leads.store, argv);
    expect(status).toBe(0);
    expect(out).toContain('npm run leads -- export --format csv|json');
  });

  it('only reads: it asks for read access and leaves the database as it was', async () => {
    const before = leadsSnapshot(leads.db);
    // A read-only connection throws on any write, so a stray one cannot pass unnoticed.
    const readOnly = new Database(leads.file, { readonly: true });
    const accesses: string[] = [];
    const { status } = await runLeadsIn(
      async (access) => {
        accesses.push(access);
        return sqliteFormsStore(readOnly, leads.file);
      },
      ['list', '--status', 'failed'],
    );
    readOnly.close();
    expect(status).toBe(0);
    expect(accesses).toEqual(['read']);
    expect(leadsSnapshot(leads.db)).toEqual(before);
  });
});
