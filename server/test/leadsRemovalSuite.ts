import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadCliSettings } from '../config/serverConfig';
import type { DeliveryChannel, FormsStore } from '../store/formsStore';
import type { MakeStoreFixture, StoreFixture } from '../store/test/storeSuiteSupport';
import { at, contactInput } from '../store/test/storeSuiteSupport';
import { runLeadsIn } from './leadsFixtures';

const CHANNELS: DeliveryChannel[] = ['email', 'webhook'];
const NOW = at('2026-11-23T00:00:00.000Z'); // 23 Nov 11:00 AEDT

/** What the delivery of each job came to, by "reference channel"; unnamed jobs stay pending. */
async function settleJobs(store: FormsStore, outcomes: Record<string, 'delivered' | 'failed'>) {
  const jobs = await store.outbox.claimDue({
    owner: 'removal-suite',
    channels: CHANNELS,
    inFlight: [],
    now: NOW,
    leaseMs: 60_000,
    limit: 100,
  });
  for (const job of jobs) {
    const { submission } = job;
    const reference =
      submission.kind === 'contact' ? submission.lead.reference : submission.signup.reference;
    const outcome = outcomes[`${reference} ${job.channel}`];
    if (outcome === 'delivered') await store.outbox.markDelivered(job, NOW);
    if (outcome === 'failed') await store.outbox.markFailed(job, 'HTTP 500 from CRM');
  }
}

async function addRequest(
  store: FormsStore,
  received: string,
  { name, email }: { name: string; email: string },
  channels: DeliveryChannel[] = CHANNELS,
): Promise<string> {
  const saved = await store.saveContactRequest(
    contactInput({ name, email }),
    at(received),
    channels,
  );
  if (saved.kind !== 'created') throw new Error(`The request of ${name} was not stored`);
  return saved.receipt.reference;
}

async function addSignup(store: FormsStore, received: string, email: string): Promise<string> {
  const saved = await store.saveSignup({ email, sourcePage: '/blog' }, at(received), ['email']);
  if (saved.kind !== 'created') throw new Error(`The sign-up of ${email} was not stored`);
  return saved.reference;
}

/** What staff see: the requests' names and addresses, the sign-ups' addresses and statuses. */
async function whatStaffSee(store: FormsStore, dir: string) {
  const file = path.join(dir, `export-${Math.random().toString(36).slice(2)}.json`);
  const exported = await runLeadsIn(store, ['export', '--format', 'json', '--out', file]);
  expect(exported.status).toBe(0);
  const records = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    name: string;
    email: string;
    status: string;
    deliveries: { channel: string; status: string }[];
  }[];
  return {
    list: (await runLeadsIn(store, ['list'])).out,
    signups: (await runLeadsIn(store, ['signups', 'list'])).out,
    exported: records.map((record) => ({
      name: record.name,
      email: record.email,
      deliveries: record.deliveries.map((job) => `${job.channel} ${job.status}`),
    })),
  };
}

/**
 * `npm run leads -- forget` and `purge` as staff run them, against SQLite and PostgreSQL:
 * what they print, and what `list`, `signups list` and `export` show afterwards.
 */
export function describeForgetAndPurge(engine: string, makeFixture: MakeStoreFixture): void {
  let fixture: StoreFixture;
  let store: FormsStore;
  let dir: string;
  beforeEach(async () => {
    fixture = await makeFixture();
    store = await fixture.open();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-removal-'));
  });
  afterEach(async () => {
    await fixture.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  describe(`${engine}: leads forget`, () => {
    beforeEach(async () => {
      const jo = { name: 'Jo Person', email: 'Jo@Example.com' };
      const first = await addRequest(store, '2026-11-01T00:00:00.000Z', jo);
      // Stored by an older release, with a space after it.
      await addRequest(store, '2026-11-20T00:00:00.000Z', { ...jo, email: 'jo@example.com ' }, [
        'email',
      ]);
      const signup = await addSignup(store, '2026-10-01T00:00:00.000Z', 'JO@example.COM');
      const other = await addRequest(store, '2026-11-10T00:00:00.000Z', {
        name: 'Sam Other',
        email: 'sam@example.com.au',
      });
      await addRequest(store, '2026-11-15T00:00:00.000Z', {
        name: 'Jo Lookalike',
        email: 'jo@example.com.au',
      });
      const reader = await addSignup(store, '2026-11-02T00:00:00.000Z', 'reader@example.net');
      await settleJobs(store, {
        [`${first} email`]: 'delivered',
        [`${first} webhook`]: 'failed',
        [`${signup} email`]: 'delivered',
        [`${other} email`]: 'delivered',
        [`${reader} email`]: 'failed',
      });
    });

    it('removes the person’s requests, sign-up and every job of theirs, and says so', async () => {
      const run = await runLeadsIn(store, ['forget', '  JO@EXAMPLE.com ']);
      expect(run).toEqual({
        status: 0,
        out: 'Removed 2 contact requests, 1 newsletter sign-up and 4 delivery jobs for jo@example.com.\n',
        err: '',
      });

      const seen = await whatStaffSee(store, dir);
      expect(seen.list).not.toContain('Jo Person');
      expect(seen.list).toMatch(/^HL-\w{8} .* Jo Lookalike +jo@example\.com\.au /m);
      expect(seen.list).toMatch(/^HL-\w{8} .* Sam Other +sam@example\.com\.au .* pending /m);
      expect(seen.list).toContain('2 requests, newest first.');
      expect(seen.signups.toLowerCase()).not.toContain('jo@example.com');
      expect(seen.signups).toMatch(/^NL-\w{8} .* reader@example\.net +not yet +\/blog +failed /m);
      expect(seen.signups).toContain('1 sign-up, newest first.');
      expect(seen.exported).toEqual([
        {
          name: 'Jo Lookalike',
          email: 'jo@example.com.au',
          deliveries: ['email pending', 'webhook pending'],
        },
        {
          name: 'Sam Other',
          email: 'sam@example.com.au',
          deliveries: ['email delivered', 'webhook pending'],
        },
      ]);
    });

    it('says when nothing is stored for the address, with exit status 0', async () => {
      await runLeadsIn(store, ['forget', 'jo@example.com']);
      const before = await whatStaffSee(store, dir);
      for (const address of ['jo@example.com', 'nobody@example.com']) {
        expect(await runLeadsIn(store, ['forget', address])).toEqual({
          status: 0,
          out: `Nothing is stored for ${address}; nothing was removed.\n`,
          err: '',
        });
      }
      expect(await whatStaffSee(store, dir)).toEqual(before);
    });

    it.each([
      [[], 'forget needs exactly one e-mail address, such as jo@example.com.'],
      [['jo@example.com', 'sam@example.com.au'], 'forget needs exactly one e-mail address'],
      [['Jo Person'], '"Jo Person" is not an e-mail address such as jo@example.com.'],
      [['HL-7K3M9QXP'], '"HL-7K3M9QXP" is not an e-mail address'],
      [['jo@'], '"jo@" is not an e-mail address'],
      [['--dry-run', 'jo@example.com'], "Unknown option '--dry-run'"],
    ])(
      'refuses forget %j with usage and exit status 2, removing nothing',
      async (args, message) => {
        const before = await whatStaffSee(store, dir);
        const run = await runLeadsIn(store, ['forget', ...args]);
        expect(run.status).toBe(2);
        expect(run.out).toBe('');
        expect(run.err).toContain(message);
        expect(run.err).toContain('npm run leads -- forget EMAIL');
        expect(await whatStaffSee(store, dir)).toEqual(before);
      },
    );
  });

  describe(`${engine}: leads purge`, () => {
    const settings = (days?: string) =>
      loadCliSettings(days === undefined ? {} : { LEADS_RETENTION_DAYS: days });
    const purge = (args: string[] = [], days?: string) =>
      runLeadsIn(store, ['purge', ...args], { now: NOW, settings: settings(days) });
    // NOW less 730 days: 2024-11-23T00:00Z, 11:00 in Sydney (AEDT).
    const CUT_OFF = 'received before 2024-11-23 11:00 AEDT, 730 days ago (LEADS_RETENTION_DAYS)';

    beforeEach(async () => {
      const old = await addRequest(store, '2024-11-22T23:59:00.000Z', {
        name: 'Old Enquiry',
        email: 'old@example.com',
      });
      await addSignup(store, '2023-05-01T00:00:00.000Z', 'old-reader@example.com');
      await addRequest(
        store,
        '2024-11-23T00:00:00.000Z',
        { name: 'At The Cut', email: 'cut@example.com' },
        ['email'],
      );
      await addRequest(store, '2026-11-20T00:00:00.000Z', {
        name: 'Young Enquiry',
        email: 'young@example.com',
      });
      await addSignup(store, '2026-01-01T00:00:00.000Z', 'young-reader@example.com');
      await settleJobs(store, { [`${old} email`]: 'delivered', [`${old} webhook`]: 'failed' });
    });

    it('removes what was received more than 730 days ago, with its jobs, and nothing younger', async () => {
      expect(await purge()).toEqual({
        status: 0,
        out: `Removed what was ${CUT_OFF}: 1 contact request, 1 newsletter sign-up and 3 delivery jobs.\n`,
        err: '',
      });
      const seen = await whatStaffSee(store, dir);
      expect(seen.exported.map((lead) => lead.name)).toEqual(['Young Enquiry', 'At The Cut']);
      expect(seen.list).not.toContain('Old Enquiry');
      expect(seen.signups).toContain('young-reader@example.com');
      expect(seen.signups).not.toContain('old-reader@example.com');

      expect(await purge()).toEqual({
        status: 0,
        out: `Nothing stored was ${CUT_OFF}; nothing to remove.\n`,
        err: '',
      });
    });

    it('with --dry-run says what it would remove, reads only, and removes nothing', async () => {
      const before = await whatStaffSee(store, dir);
      const accesses: string[] = [];
      const run = await runLeadsIn(
        async (access) => {
          accesses.push(access);
          return store;
        },
        ['purge', '--dry-run'],
        { now: NOW, settings: settings() },
      );
      expect(run).toEqual({
        status: 0,
        out:
          `Would remove what was ${CUT_OFF}: 1 contact request, 1 newsletter sign-up and 3 delivery jobs.\n` +
          'Nothing was removed (--dry-run).\n',
        err: '',
      });
      expect(accesses).toEqual(['read']);
      expect(await whatStaffSee(store, dir)).toEqual(before);
    });

    it('takes the period from LEADS_RETENTION_DAYS', async () => {
      expect((await purge(['--dry-run'], '3')).out).toBe(
        'Would remove what was received before 2026-11-20 11:00 AEDT, 3 days ago (LEADS_RETENTION_DAYS): ' +
          '2 contact requests, 2 newsletter sign-ups and 5 delivery jobs.\n' +
          'Nothing was removed (--dry-run).\n',
      );
      expect((await purge([], '1')).out).toBe(
        'Removed what was received before 2026-11-22 11:00 AEDT, 1 day ago (LEADS_RETENTION_DAYS): ' +
          '3 contact requests, 2 newsletter sign-ups and 7 delivery jobs.\n',
      );
      const seen = await whatStaffSee(store, dir);
      expect(seen.list).toBe('No contact requests match.\n');
      expect(seen.signups).toBe('No newsletter sign-ups match.\n');
    });

    it.each([
      [['--days', '30'], "Unknown option '--days'"],
      [['everything'], 'purge takes no arguments besides its options: "everything".'],
    ])('refuses purge %j with usage and exit status 2, removing nothing', async (args, message) => {
      const before = await whatStaffSee(store, dir);
      const run = await purge(args);
      expect(run.status).toBe(2);
      expect(run.err).toContain(message);
      expect(run.err).toContain('npm run leads -- purge [--dry-run]');
      expect(await whatStaffSee(store, dir)).toEqual(before);
    });
  });
}
