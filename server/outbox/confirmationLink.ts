import { createHmac, timingSafeEqual } from 'node:crypto';
import { newsletterConfirmPath } from '@/app/staticPaths';
import { SIGNUP_REFERENCE_PATTERN } from '../store/formsStore';

/** A confirmation link works for a week after it was sent. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 3_600_000;

const macOf = (key: string, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** `<reference>.<expiry, seconds since 1970>.<HMAC-SHA256 of both>`: nothing stored, nothing guessable. */
export function confirmationToken(key: string, reference: string, expiresAt: Date): string {
  const payload = `${reference}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${macOf(key, payload)}`;
}

export const confirmationLink = (siteUrl: string, token: string): string => {
  // The page asks before it confirms, so no link scanner confirms.
  const url = new URL(newsletterConfirmPath, siteUrl);
  url.searchParams.set('token', token);
  return url.href;
};

const TOKEN = new RegExp(
  `^(${SIGNUP_REFERENCE_PATTERN.source.slice(1, -1)})\\.(\\d{1,12})\\.([\\w-]{43})$`,
);

export type TokenReading =
  { kind: 'valid'; reference: string } | { kind: 'expired' } | { kind: 'invalid' };

export function readConfirmationToken(key: string, token: unknown, now: Date): TokenReading {
  if (typeof token !== 'string' || token.length > 200) return { kind: 'invalid' };
  const match = TOKEN.exec(token);
  if (!match) return { kind: 'invalid' };
  const [, reference = '', expires = '', mac = ''] = match;
  const expected = Buffer.from(macOf(key, `${reference}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(mac))) return { kind: 'invalid' };
  if (Number(expires) * 1000 <= now.getTime()) return { kind: 'expired' };
  return { kind: 'valid', reference };
}
