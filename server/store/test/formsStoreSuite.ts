import type { FormsStore } from '../formsStore';
import { SCHEMA_VERSION } from '../formsStore';
import type { MakeStoreFixture, StoreFixture } from './storeSuiteSupport';
import { at, contactInput } from './storeSuiteSupport';

/**
 * What every forms store keeps, whichever engine: submissions stored once, with their jobs,
 * and what staff read and change. Run against SQLite and PostgreSQL.
 */
export function describeSubmissionsAndStaff(engine: string, makeFixture: MakeStoreFixture): void {
  describe(`${engine} forms store: submissions and staff`, () => {
    let fixture: StoreFixture;
    let store: FormsStore;
    beforeEach(async () => {
      fixture = await makeFixture();
      store = await fixture.open();
    });
    afterEach(() => fixture.cleanup());

    it('is at this release’s schema', async () => {
      expect(await store.schemaState()).toEqual({ version: SCHEMA_VERSION, readableFrom: 4 });
      expect(store.engine).toBe(engine);
    });

    it('stores a contact request once per key: a repeat replays it, another body is refused', async () => {
      const input = contactInput();
      const created = await store.saveContactRequest(input, at('2026-11-20T01:02:03.000Z'), [
        'email',
        'webhook',
      ]);
      expect(created).toEqual({
        kind: 'created',
        receipt: {
          reference: expect.stringMatching(/^HL-/) as unknown,
          created_at: '2026-11-20T01:02:03.000Z',
        },
      });
      const later = at('2026-11-20T02:00:00.000Z');
      expect(await store.saveContactRequest(input, later, ['email'])).toEqual({
        kind: 'replayed',
        receipt: created.kind === 'created' ? created.receipt : null,
      });
      expect(
        await store.saveContactRequest({ ...input, message: 'Something else entirely.' }, later, [
          'email',
        ]),
      ).toEqual({ kind: 'keyReused' });
      const leads = await store.staff.leads(null);
      expect(leads).toHaveLength(1);
      expect(leads[0]?.deliveries.map((job) => [job.channel, job.status, job.claims])).toEqual([
        ['email', 'pending', 0],
        ['webhook', 'pending', 0],
      ]);
    });

    it('stores one request for the same key sent to two instances at once', async () => {
      const other = await fixture.open();
      const input = contactInput();
      const now = at('2026-11-20T01:00:00.000Z');
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 === 0 ? store : other).saveContactRequest(input, now, ['email']),
        ),
      );
      const kinds = outcomes.map((outcome) => outcome.kind).sort();
      expect(kinds).toEqual(['created', ...Array(19).fill('replayed')]);
      const references = new Set(
        outcomes.map((outcome) => (outcome.kind === 'keyReused' ? '' : outcome.receipt.reference)),
      );
      expect(references.size).toBe(1);
      expect(await store.staff.leads(null)).toHaveLength(1);
    });

    it('stores requests without a key each time', async () => {
      const input = contactInput({ idempotencyKey: null });
      const now = at('2026-11-20T01:00:00.000Z');
      await store.saveContactRequest(input, now, ['email']);
      await store.saveContactRequest(input, now, ['email']);
      expect(await store.staff.leads(null)).toHaveLength(2);
    });

    it('keeps one sign-up per address whatever its letter case, with consent time and page', async () => {
      const first = await store.saveSignup(
        { email: 'Facilities@School.edu.au', sourcePage: '/blog' },
        at('2026-11-21T00:00:00.000Z'),
        ['confirmation'],
      );
      expect(first).toEqual({
        kind: 'created',
        reference: expect.stringMatching(/^NL-/) as unknown,
      });
      // Its confirmation is still on its way: nothing more is sent.
      const again = await store.saveSignup(
        { email: 'facilities@school.EDU.au', sourcePage: '/about' },
        at('2026-11-22T00:00:00.000Z'),
        ['confirmation'],
      );
      expect(again).toEqual({ kind: 'known' });
      expect(await store.staff.signups(null)).toEqual([
        {
          reference: first.kind === 'created' ? first.reference : '',
          email: 'Facilities@School.edu.au',
          sourcePage: '/blog',
          consentedAt: '2026-11-21T00:00:00.000Z',
          confirmedAt: null,
          screened: null,
          deliveries: [
            expect.objectContaining({ channel: 'confirmation', status: 'pending', attempts: 0 }),
          ],
        },
      ]);
    });

    it('confirms a sign-up once, queueing its staff jobs then, and knows no other', async () => {
      const created = await store.saveSignup(
        { email: 'jo@example.com.au', sourcePage: '/' },
        at('2026-11-21T00:00:00.000Z'),
        ['confirmation'],
      );
      const reference = created.kind === 'created' ? created.reference : '';
      const when = at('2026-11-21T00:05:00.000Z');
      expect(await store.confirmSignup(reference, when, ['email', 'webhook'])).toEqual({
        kind: 'confirmed',
        email: 'jo@example.com.au',
      });
      expect(
        await store.confirmSignup(reference, at('2026-11-22T00:00:00.000Z'), ['email']),
      ).toEqual({ kind: 'already confirmed', email: 'jo@example.com.au' });
      expect(await store.confirmSignup('NL-ZZZZZZZZ', when, ['email'])).toEqual({
        kind: 'unknown',
      });
      const [signup] = await store.staff.signups(null);
      expect(signup?.confirmedAt).toBe(when.toISOString());
      expect(signup?.deliveries.map((job) => job.channel).sort()).toEqual([
        'confirmation',
        'email',
        'webhook',
      ]);
      // Confirmed: a sign-up again is answered and sends nothing.
      expect(
        await store.saveSignup({ email: 'JO@example.com.au', sourcePage: '/' }, when, [
          'confirmation',
        ]),
      ).toEqual({ kind: 'known' });
    });

    it('asks an unconfirmed address again once its last confirmation is a quarter hour old', async () => {
      await store.saveSignup(
        { email: 'jo@example.com.au', sourcePage: '/' },
        at('2026-11-21T00:00:00.000Z'),
        ['confirmation'],
      );
      const [job] = await store.outbox.claimDue({
        owner: 'test',
        channels: ['confirmation'],
        inFlight: [],
        now: at('2026-11-21T00:00:01.000Z'),
        leaseMs: 60_000,
        limit: 1,
      });
      if (job === undefined) throw new Error('no confirmation was queued');
      await store.outbox.markDelivered(job, at('2026-11-21T00:00:02.000Z'));
      const soon = await store.saveSignup(
        { email: 'jo@example.com.au', sourcePage: '/' },
        at('2026-11-21T00:10:00.000Z'),
        ['confirmation'],
      );
      expect(soon).toEqual({ kind: 'known' });
      const later = await store.saveSignup(
        { email: 'jo@example.com.au', sourcePage: '/' },
        at('2026-11-21T00:15:02.000Z'),
        ['confirmation'],
      );
      expect(later).toEqual({
        kind: 'asked again',
        reference: job.submission.kind === 'signup' ? job.submission.signup.reference : '',
      });
      const [signup] = await store.staff.signups(null);
      expect(signup?.deliveries).toEqual([
        expect.objectContaining({
          channel: 'confirmation',
          status: 'pending',
          attempts: 0,
          claims: 1,
        }),
      ]);
    });

    it('stores what looked automated with the reason, and queues no confirmation for it', async () => {
      const now = at('2026-11-21T00:00:00.000Z');
      await store.saveSignup(
        { email: 'bot@example.com', sourcePage: '/', screened: 'honeypot' },
        now,
        ['confirmation'],
      );
      await store.saveContactRequest(contactInput({ screened: 'too fast' }), now, ['email']);
      const [signup] = await store.staff.signups(null);
      expect(signup).toMatchObject({ screened: 'honeypot', deliveries: [] });
      const [lead] = await store.staff.leads(null);
      expect(lead).toMatchObject({ screened: 'too fast' });
      // Its staff e-mail waits for the digest: no ordinary claim takes it.
      expect(
        await store.outbox.claimDue({
          owner: 'test',
          channels: ['email'],
          inFlight: [],
          now: at('2026-11-21T01:00:00.000Z'),
          leaseMs: 60_000,
          limit: 10,
        }),
      ).toEqual([]);
    });

    it('signs confirmation links with one key, the same for every instance', async () => {
      const other = await fixture.open();
      const key = await store.signingKey();
      expect(key).toMatch(/^[\w-]{43}$/);
      expect(await other.signingKey()).toBe(key);
    });

    it('lists what arrived since a time, newest first', async () => {
      for (const [index, time] of ['2026-11-01', '2026-11-03', '2026-11-02'].entries()) {
        await store.saveContactRequest(
          contactInput({ name: `Visitor ${index}` }),
          at(`${time}T00:00:00.000Z`),
          ['email'],
        );
        await store.saveSignup(
          { email: `visitor${index}@example.com`, sourcePage: '/' },
          at(`${time}T00:00:00.000Z`),
          ['confirmation'],
        );
      }
      const since = at('2026-11-02T00:00:00.000Z');
      expect((await store.staff.leads(since)).map((lead) => lead.name)).toEqual([
        'Visitor 1',
        'Visitor 2',
      ]);
      expect((await store.staff.signups(since)).map((signup) => signup.email)).toEqual([
        'visitor1@example.com',
        'visitor2@example.com',
      ]);
    });

    it('requeues the failed jobs of a request or a sign-up, and says when there are none', async () => {
      await store.saveContactRequest(contactInput(), at('2026-11-20T00:00:00.000Z'), ['email']);
      const [lead] = await store.staff.leads(null);
      const reference = lead?.reference ?? '';
      const [job] = await store.outbox.claimDue({
        owner: 'test',
        channels: ['email'],
        inFlight: [],
        now: at('2026-11-20T00:00:01.000Z'),
        leaseMs: 60_000,
        limit: 1,
      });
      if (job === undefined) throw new Error('no job was claimed');
      expect(await store.staff.retryFailed(reference, at('2026-11-21T00:00:00.000Z'))).toEqual({
        kind: 'nothingFailed',
        statuses: [{ channel: 'email', status: 'pending' }],
      });
      expect(await store.outbox.markFailed(job, '550 mailbox unknown')).toBe(true);
      const requeued = await store.staff.retryFailed(reference, at('2026-11-21T00:00:00.000Z'));
      expect(requeued).toEqual({
        kind: 'requeued',
        jobs: [{ channel: 'email', attempts: 1, lastError: '550 mailbox unknown' }],
      });
      const [after] = (await store.staff.leads(null))[0]?.deliveries ?? [];
      expect(after).toMatchObject({
        status: 'pending',
        attempts: 0,
        claims: 1,
        next_attempt_at: '2026-11-21T00:00:00.000Z',
      });
      expect(await store.staff.retryFailed('HL-ZZZZZZZZ', at('2026-11-21T00:00:00.000Z'))).toEqual({
        kind: 'unknownReference',
      });
    });
  });
}
