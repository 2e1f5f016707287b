import { createHash } from 'node:crypto';

// Only hashes are stored: a replay needs the key and the identical request, not a database read.
const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export const hashIdempotencyKey = (key: string): string => sha256(key);

export interface ContactBodyFields {
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
}

export const hashContactBody = ({ name, email, phone, service, message }: ContactBodyFields) =>
  sha256(JSON.stringify([name, email, phone, service, message]));
