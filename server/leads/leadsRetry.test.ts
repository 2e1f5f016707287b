import type { LeadsTestDatabase } from '../test/leadsFixtures';
import { leadsSnapshot, makeLeadsDatabase, runLeadsIn } from '../test/leadsFixtures';
import { addSampleLeads } from '../test/leadsSample';

let leads: LeadsTestDatabase;
beforeEach(() => {
  leads = makeLeadsDatabase();
  addSampleLeads(leads.db);
});
afterEach(() => leads.cleanup());

const jobsOf = (reference: string): unknown[] =>
  leads.db
    .prepare(
      `SELECT d.channel, d.status, d.attempts, d.next_attempt_at, d.last_error, d.created_at
       FROM deliveries d JOIN contact_requests r ON r.id = d.contact_request_id
       WHERE r.reference = ? ORDER BY d.channel`,
    )
    .all(reference);

const now = new Date('2026-11-23T01:02:03.456Z');

describe('leads retry', () => {
  it('puts a failed job back to pending, due now, as a fresh round of attempts', async () => {
    const run = await runLeadsIn(leads.store, ['retry', 'HL-22222222'], { now });
    expect(run.status).toBe(0);
    expect(run.err).toBe('');
    expect(run.out).toBe(
      'HL-22222222: email delivery back to pending, due now (had failed after 14 attempts; ' +
        'last error: 451 4.7.0 Try again later mailbox busy).\n' +
        'The running server sends it on its next pass; `npm run leads -- list` shows the result.\n',
    );
    expect(jobsOf('HL-22222222')).toEqual([
      {
        channel: 'email',
        status: 'pending',
        attempts: 0,
        next_attempt_at: '2026-11-23T01:02:03.456Z',
        last_error: '451 4.7.0 Try again later\r\nmailbox busy',
        // Queued afresh: the worker's give-up limit counts from here.
        created_at: '2026-11-23T01:02:03.456Z',
      },
    ]);
    expect((await runLeadsIn(leads.store, ['list', '--status', 'failed'])).out).not.toContain(
      'HL-22222222',
    );
  });

  it('requeues only the failed channel, and accepts the reference in lower case', async () => {
    const run = await runLeadsIn(leads.store, ['retry', 'hl-44444444'], { now });
    expect(run.status).toBe(0);
    expect(run.out).toContain('HL-44444444: webhook delivery back to pending');
    expect(jobsOf('HL-44444444')).toEqual([
      expect.objectContaining({
        channel: 'email',
        status: 'delivered',
        attempts: 1,
        created_at: '2026-11-18T12:59:00.000Z',
      }),
      expect.objectContaining({
        channel: 'webhook',
        status: 'pending',
        attempts: 0,
        next_attempt_at: now.toISOString(),
      }),
    ]);
  });

  it.each([
    [
      'refuses an unknown reference with exit status 1 and changes nothing',
      'HL-99999999',
      'No contact request or sign-up has the reference HL-99999999.\n',
    ],
    [
      'says there is nothing to retry when no job failed, with exit status 1, and changes nothing',
      'HL-33333333',
      'HL-33333333 has no failed delivery (email delivered, webhook pending); nothing to retry.\n',
    ],
  ])('%s', async (_title, reference, err) => {
    const before = leadsSnapshot(leads.db);
    const run = await runLeadsIn(leads.store, ['retry', reference], { now });
    expect(run).toEqual({ status: 1, out: '', err });
    expect(leadsSnapshot(leads.db)).toEqual(before);
  });

  it.each([
    [['retry'], 'retry needs exactly one reference, such as HL-7K3M9QXP.'],
    [
      ['retry', '42'],
      '"42" is not a reference: HL- (a request) or NL- (a sign-up) and 8 letters or digits, such as HL-7K3M9QXP.',
    ],
    [['retry', 'HL-22222222', '--force'], "Unknown option '--force'"],
  ])('refuses %j with usage and exit status 2', async (argv, message) => {
    const run = await runLeadsIn(leads.store, argv, { now });
    expect(run.status).toBe(2);
    expect(run.err).toContain(message);
    expect(run.err).toContain('npm run leads -- retry HL-XXXXXXXX|NL-XXXXXXXX');
  });
});
