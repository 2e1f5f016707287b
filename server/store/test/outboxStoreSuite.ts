import type { ClaimRequest, FormsStore } from '../formsStore';
import type { MakeStoreFixture, StoreFixture } from './storeSuiteSupport';
import { at, contactInput } from './storeSuiteSupport';

const QUEUED = '2026-11-20T00:00:00.000Z';
const LEASE_MS = 60_000;

const claimAt = (owner: string, now: string, limit = 10): ClaimRequest => ({
  owner,
  channels: ['email', 'webhook'],
  inFlight: [],
  now: at(now),
  leaseMs: LEASE_MS,
  limit,
});

/**
 * The outbox's claims and the shared rate limits, whichever engine, with two instances on
 * one database: each job claimed by one worker at a time, every status change fenced by
 * the claim, a lease that runs out hands the job to another, counters exact across both.
 */
export function describeOutboxAndLimits(engine: string, makeFixture: MakeStoreFixture): void {
  describe(`${engine} forms store: outbox and rate limits across instances`, () => {
    let fixture: StoreFixture;
    let first: FormsStore;
    let second: FormsStore;
    beforeEach(async () => {
      fixture = await makeFixture();
      first = await fixture.open();
      second = await fixture.open();
    });
    afterEach(() => fixture.cleanup());

    const queue = async (count: number) => {
      for (let index = 0; index < count; index += 1) {
        await first.saveContactRequest(contactInput({ name: `Visitor ${index}` }), at(QUEUED), [
          'email',
        ]);
      }
    };

    it('gives each due job to one of two instances claiming at once', async () => {
      await queue(30);
      const now = '2026-11-20T00:00:01.000Z';
      const claims = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          (index % 2 === 0 ? first : second).outbox.claimDue(claimAt(`worker-${index}`, now, 7)),
        ),
      );
      const ids = claims.flat().map((job) => job.id);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
      expect(claims.flat().every((job) => job.claim === 1)).toBe(true);
      const [job] = claims.flat();
      expect(job?.submission).toMatchObject({
        kind: 'contact',
        lead: { email: 'jordan@example.com.au', createdAt: QUEUED },
      });
    });

    it('hands a job on only when its lease has run out, and fences the worker that lost it', async () => {
      await queue(1);
      const [held] = await first.outbox.claimDue(claimAt('first', '2026-11-20T00:00:01.000Z'));
      if (held === undefined) throw new Error('nothing was claimed');
      expect(await second.outbox.claimDue(claimAt('second', '2026-11-20T00:00:30.000Z'))).toEqual(
        [],
      );
      expect(await second.outbox.nextDueAt(['email'], [])).toEqual(at('2026-11-20T00:01:01.000Z'));

      const [taken] = await second.outbox.claimDue(claimAt('second', '2026-11-20T00:01:01.000Z'));
      expect(taken).toMatchObject({ id: held.id, claim: 2 });
      if (taken === undefined) throw new Error('the expired lease was not taken over');
      // The first worker comes back too late: none of its changes apply.
      expect(await first.outbox.markDelivered(held, at('2026-11-20T00:01:02.000Z'))).toBe(false);
      expect(await first.outbox.markForRetry(held, 'late', at('2026-11-20T00:02:00.000Z'))).toBe(
        false,
      );
      expect(await first.outbox.markFailed(held, 'late')).toBe(false);
      expect(await second.outbox.markDelivered(taken, at('2026-11-20T00:01:03.000Z'))).toBe(true);
      const [job] = (await first.staff.leads(null))[0]?.deliveries ?? [];
      expect(job).toMatchObject({
        status: 'delivered',
        attempts: 0,
        claims: 2,
        delivered_at: '2026-11-20T00:01:03.000Z',
      });
      expect(await first.outbox.nextDueAt(['email'], [])).toBeNull();
    });

    it('waits out a retry, counting the failed attempt, and never re-claims a job in flight', async () => {
      await queue(1);
      const [job] = await first.outbox.claimDue(claimAt('first', '2026-11-20T00:00:01.000Z'));
      if (job === undefined) throw new Error('nothing was claimed');
      expect(await first.outbox.markForRetry(job, '451 busy', at('2026-11-20T00:00:31.000Z'))).toBe(
        true,
      );
      expect(await second.outbox.nextDueAt(['email'], [])).toEqual(at('2026-11-20T00:00:31.000Z'));
      expect(await second.outbox.nextDueAt(['webhook'], [])).toBeNull();
      expect(await second.outbox.claimDue(claimAt('second', '2026-11-20T00:00:30.000Z'))).toEqual(
        [],
      );
      const [again] = await second.outbox.claimDue(claimAt('second', '2026-11-20T00:00:31.000Z'));
      expect(again).toMatchObject({ id: job.id, claim: 2, attempts: 1 });
      // Once its lease runs out, the worker that holds it does not take it a second time.
      const late = { ...claimAt('second', '2026-11-20T00:05:00.000Z'), inFlight: [job.id] };
      expect(await second.outbox.claimDue(late)).toEqual([]);
      expect(await second.outbox.nextDueAt(['email'], [job.id])).toBeNull();
    });

    it('claims sign-ups with their address, page and consent time', async () => {
      const saved = await first.saveSignup(
        { email: 'a@example.com', sourcePage: '/about' },
        at(QUEUED),
        ['confirmation'],
      );
      await first.confirmSignup(saved.kind === 'created' ? saved.reference : '', at(QUEUED), [
        'webhook',
      ]);
      const [job] = await second.outbox.claimDue(claimAt('second', '2026-11-20T00:00:01.000Z'));
      expect(job).toMatchObject({
        channel: 'webhook',
        submission: {
          kind: 'signup',
          signup: {
            email: 'a@example.com',
            sourcePage: '/about',
            consentedAt: QUEUED,
            confirmedAt: QUEUED,
          },
        },
      });
    });

    it('sums up the waiting and failed jobs per channel for the metrics', async () => {
      expect(await first.outbox.summary()).toEqual([
        { channel: 'email', pending: 0, oldestPendingAt: null, failed: 0 },
        { channel: 'webhook', pending: 0, oldestPendingAt: null, failed: 0 },
        { channel: 'confirmation', pending: 0, oldestPendingAt: null, failed: 0 },
      ]);
      await queue(2);
      await first.saveContactRequest(contactInput(), at('2026-11-20T00:00:05.000Z'), ['email']);
      const [failing, delivered] = await first.outbox.claimDue(
        claimAt('first', '2026-11-20T00:00:10.000Z', 2),
      );
      if (failing === undefined || delivered === undefined) throw new Error('nothing was claimed');
      await first.outbox.markFailed(failing, 'refused');
      await first.outbox.markDelivered(delivered, at('2026-11-20T00:00:11.000Z'));
      expect(await second.outbox.summary()).toEqual([
        {
          channel: 'email',
          pending: 1,
          oldestPendingAt: '2026-11-20T00:00:05.000Z',
          failed: 1,
        },
        { channel: 'webhook', pending: 0, oldestPendingAt: null, failed: 0 },
        { channel: 'confirmation', pending: 0, oldestPendingAt: null, failed: 0 },
      ]);
    });

    it('holds jobs for the digest and claims them all at once, by one instance of two', async () => {
      await queue(5);
      const claimed = await first.outbox.claimDue(claimAt('first', '2026-11-20T00:00:01.000Z'));
      expect(claimed).toHaveLength(5);
      for (const job of claimed) {
        expect(await first.outbox.holdForDigest(job, at('2026-11-20T00:00:02.000Z'))).toBe(true);
      }
      // Held: no ordinary claim takes them, and the worker is not woken for them.
      expect(await second.outbox.claimDue(claimAt('second', '2026-11-20T00:10:00.000Z'))).toEqual(
        [],
      );
      expect(await second.outbox.nextDueAt(['email'], [])).toBeNull();
      const digest = { now: at('2026-11-20T01:00:01.000Z'), leaseMs: LEASE_MS };
      const [one, other] = await Promise.all([
        first.outbox.claimDigest({ owner: 'first', ...digest }),
        second.outbox.claimDigest({ owner: 'second', ...digest }),
      ]);
      expect([one.length, other.length].sort()).toEqual([0, 5]);
      const jobs = [...one, ...other];
      expect(jobs.every((job) => job.digest && job.claim === 2)).toBe(true);
      // The hold is fenced like every mark: a claim that lost the job changes nothing.
      expect(
        await first.outbox.holdForDigest(claimed[0] as (typeof claimed)[number], at(QUEUED)),
      ).toBe(false);
      for (const job of jobs) {
        expect(await second.outbox.markDelivered(job, at('2026-11-20T01:00:02.000Z'))).toBe(true);
      }
      expect(await first.outbox.claimDigest({ owner: 'first', ...digest })).toEqual([]);
    });

    it('counts rate-limit hits exactly across instances, per key and per window', async () => {
      const start = Date.parse('2026-11-20T00:00:00.000Z');
      const hits = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          (index % 2 === 0 ? first : second).rateLimits.hit('contact:203.0.113.7', 60_000, start),
        ),
      );
      expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 40 }, (_, index) => index + 1),
      );
      expect(new Set(hits.map((hit) => hit.windowEndsMs))).toEqual(new Set([start + 60_000]));
      expect(await first.rateLimits.hit('signup:203.0.113.7', 60_000, start + 100)).toEqual({
        count: 1,
        windowEndsMs: start + 60_100,
      });
      expect(await second.rateLimits.hit('contact:203.0.113.7', 60_000, start + 60_000)).toEqual({
        count: 1,
        windowEndsMs: start + 120_000,
      });
    });
  });
}
