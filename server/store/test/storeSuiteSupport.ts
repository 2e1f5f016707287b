import type { ContactRequestInput, FormsStore } from '../formsStore';

/** Opens stores on one fresh database: the second and later are other instances on it. */
export interface StoreFixture {
  /** A store connected to this fixture's database, as one more server instance would be. */
  open: () => Promise<FormsStore>;
  /** Closes every store it opened and removes the database. */
  cleanup: () => Promise<void>;
}

export type MakeStoreFixture = () => Promise<StoreFixture>;

let keys = 0;

/** A valid, normalised contact request; a fresh idempotency key unless one is given. */
export const contactInput = (overrides: Partial<ContactRequestInput> = {}): ContactRequestInput => {
  keys += 1;
  return {
    name: 'Jordan Lee',
    email: 'jordan@example.com.au',
    phone: null,
    service: 'commercial',
    message: 'Please quote for weekly office cleaning.',
    idempotencyKey: `store-suite-${process.pid}-${keys}`,
    ...overrides,
  };
};

export const at = (iso: string): Date => new Date(iso);
