import { saveContactRequest } from '../contact/contactStore';
import type { ContactRequestInput } from '../contact/contactValidation';
import { openDatabase } from '../db';
import type { DeliveryChannel } from './deliveryJobs';

/** The request and its delivery jobs are stored together or not at all. */
const input: ContactRequestInput = {
  name: 'Jordan Lee',
  email: 'jordan@example.com.au',
  phone: null,
  service: 'commercial',
  message: 'Please quote for weekly office cleaning.',
  idempotencyKey: 'enqueue-test-key-1',
};

const counts = (db: ReturnType<typeof openDatabase>) => ({
  requests: (db.prepare('SELECT COUNT(*) AS n FROM contact_requests').get() as { n: number }).n,
  jobs: db
    .prepare('SELECT channel, status, attempts FROM contact_deliveries ORDER BY channel')
    .all(),
});

describe('saveContactRequest and the outbox', () => {
  it('queues one pending job per configured channel with a new request, none for a replay', () => {
    const db = openDatabase(':memory:');
    const now = new Date('2026-11-22T10:04:00Z');
    expect(saveContactRequest(db, input, now, ['email', 'webhook']).kind).toBe('created');
    expect(saveContactRequest(db, input, now, ['email', 'webhook']).kind).toBe('replayed');
    expect(counts(db)).toEqual({
      requests: 1,
      jobs: [
        { channel: 'email', status: 'pending', attempts: 0 },
        { channel: 'webhook', status: 'pending', attempts: 0 },
      ],
    });
    const due = db.prepare('SELECT DISTINCT next_attempt_at AS at FROM contact_deliveries').all();
    expect(due).toEqual([{ at: now.toISOString() }]);
    db.close();
  });

  it('stores no request when its job cannot be stored', () => {
    const db = openDatabase(':memory:');
    // The table's CHECK refuses an unknown channel: the request's insert is rolled back with it.
    expect(() =>
      saveContactRequest(db, input, new Date(), ['email', 'fax' as DeliveryChannel]),
    ).toThrow(/CHECK constraint/);
    expect(counts(db)).toEqual({ requests: 0, jobs: [] });
    db.close();
  });
});
