import type { Channel } from './outboxWorker';
import type { Submission } from '../store/formsStore';
import type { OutboxHarness } from '../test/outboxHarness';
import { eventually, startOutboxHarness } from '../test/outboxHarness';

/**
 * Staff e-mails, at most so many a period across instances: the rest, and whatever looked
 * automated, are stored and sent to staff as one digest when the period ends.
 */
const PERIOD_MS = 2_000;
const CAP = 5;

interface Recorded {
  alone: Submission[];
  digests: Submission[][];
  failDigests: number;
}

const recordingChannel = (recorded: Recorded): Channel => ({
  deliver: async (submission) => void recorded.alone.push(submission),
  deliverDigest: async (submissions) => {
    if (recorded.failDigests > 0) {
      recorded.failDigests -= 1;
      throw new Error('421 relay busy');
    }
    recorded.digests.push([...submissions]);
  },
  close: () => {},
});

let harness: OutboxHarness | null = null;
afterEach(async () => {
  await harness?.close();
  harness = null;
});

async function start(recorded: Recorded, webhook: Submission[] = [], now?: () => Date) {
  harness = await startOutboxHarness(
    {
      email: recordingChannel(recorded),
      webhook: { deliver: async (submission) => void webhook.push(submission), close: () => {} },
    },
    (store) => ({
      staffCap: { perPeriod: CAP, periodMs: PERIOD_MS, counters: store.rateLimits },
      ...(now ? { now } : {}),
    }),
  );
  harness.worker.start();
  return harness;
}

/**
 * The wall clock, set on to 0.1 s before a period ends: the worker's first digest is due 1.1 s
 * after it starts (that end and the worker's second of grace), not anywhere up to 3 s.
 */
const nearPeriodEnd = (): (() => Date) => {
  const periodEnd = (Math.floor((Date.now() + 100) / PERIOD_MS) + 1) * PERIOD_MS;
  const offset = periodEnd - 100 - Date.now();
  return () => new Date(Date.now() + offset);
};

const referencesOf = (submissions: readonly Submission[]) =>
  submissions.map((submission) =>
    submission.kind === 'contact' ? submission.lead.reference : submission.signup.reference,
  );

describe('the cap on staff e-mails', () => {
  it('sends the cap alone and the rest in one digest at the end of the period, losing none', async () => {
    const recorded: Recorded = { alone: [], digests: [], failDigests: 0 };
    // The worker's clock stays in one period until every e-mail has been sent or held, however
    // long a busy machine takes to store and claim 25 submissions; then the period ends.
    // Ahead of the wall clock, so every submission's job is already due by the worker's.
    const periodStart = (Math.floor(Date.now() / PERIOD_MS) + 1_000) * PERIOD_MS;
    let clock = periodStart;
    const { submit, statusCounts, db } = await start(recorded, [], () => new Date(clock));
    const references: string[] = [];
    for (let index = 0; index < 25; index += 1) {
      references.push(await submit({ name: `Visitor ${index}` }));
    }
    const held = () =>
      (db.prepare('SELECT COUNT(*) AS n FROM deliveries WHERE digest = 1').get() as { n: number })
        .n;
    await eventually(() => held() === 25 - CAP, 'the e-mails past the cap held', 30_000);
    clock = periodStart + PERIOD_MS;
    await eventually(() => recorded.digests.length === 1, 'the digest', 10_000);
    expect(recorded.alone).toHaveLength(CAP);
    expect(recorded.digests[0]).toHaveLength(25 - CAP);
    expect(
      [...referencesOf(recorded.alone), ...referencesOf(recorded.digests.flat())].sort(),
    ).toEqual(references.sort());
    // Each is stored, its e-mail delivered alone or in the digest.
    await eventually(() => statusCounts().delivered === 50, 'every job delivered', 6_000);
  });

  it('holds what looked automated for the digest, and never sends it to the webhook', async () => {
    const recorded: Recorded = { alone: [], digests: [], failDigests: 0 };
    const webhook: Submission[] = [];
    const { submit } = await start(recorded, webhook, nearPeriodEnd());
    const person = await submit({ name: 'A Person' });
    const bot = await submit({ name: 'A Bot', website: 'http://spam.example' });
    await eventually(() => recorded.digests.length === 1, 'the digest', 6_000);
    expect(referencesOf(recorded.alone)).toEqual([person]);
    expect(referencesOf(webhook)).toEqual([person]);
    expect(
      recorded.digests[0]?.map(
        (submission) => submission.kind === 'contact' && submission.lead.screened,
      ),
    ).toEqual(['honeypot']);
    expect(referencesOf(recorded.digests.flat())).toEqual([bot]);
  });

  it('tries a digest the relay refused again at the next period, with what came since', async () => {
    const recorded: Recorded = { alone: [], digests: [], failDigests: 1 };
    const { submit, logs } = await start(recorded, [], nearPeriodEnd());
    const first = await submit({ name: 'A Bot', website: 'x' });
    await eventually(() => recorded.failDigests === 0, 'the refused digest', 6_000);
    expect(logs.warn.join('\n')).toMatch(/failed \(attempt 1\): 421 relay busy/);
    const second = await submit({ name: 'Another Bot', website: 'y' });
    await eventually(() => recorded.digests.length === 1, 'the digest sent again', 8_000);
    expect(referencesOf(recorded.digests[0] ?? []).sort()).toEqual([first, second].sort());
  });
});
