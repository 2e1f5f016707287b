import type { ContactReceipt, ContactRequestInput } from './storeRecords';

export const CONTACT_REQUEST_COLUMNS =
  '(reference, idempotency_key_hash, body_hash, name, email, phone, service, message, created_at, screened)';

export const contactRequestValues = (
  receipt: ContactReceipt,
  hashes: { keyHash: string | null; bodyHash: string },
  input: ContactRequestInput,
) => [
  receipt.reference,
  hashes.keyHash,
  hashes.bodyHash,
  input.name,
  input.email,
  input.phone,
  input.service,
  input.message,
  receipt.created_at,
  input.screened ?? null,
];
