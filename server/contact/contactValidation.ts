import { isValidEmail } from '@/lib/email';
import type { FieldErrors } from '../errors';
import { ValidationError } from '../errors';

export const SERVICES = ['residential', 'commercial', 'deep', 'move', 'other'] as const;
export type Service = (typeof SERVICES)[number];

export interface ContactRequestInput {
  name: string;
  email: string;
  phone: string | null;
  service: Service | null;
  message: string;
  idempotencyKey: string | null;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const PHONE = /^[\d +()-]+$/;

type Body = Record<string, unknown>;

const isService = (value: string): value is Service =>
  (SERVICES as readonly string[]).includes(value);

/** A trimmed string, '' when absent or null; undefined when it is not text at all. */
const text = (body: Body, field: string): string | undefined => {
  const value = body[field];
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value.trim() : undefined;
};

const lengthOf = (value: string): number => [...value].length;

function checkName(name: string | undefined): string | undefined {
  if (name === undefined || name === '') return 'Please enter your name.';
  if (lengthOf(name) < 2) return 'Your name must be at least 2 characters.';
  if (lengthOf(name) > 100) return 'Your name must be at most 100 characters.';
  return undefined;
}

function checkEmail(email: string | undefined): string | undefined {
  if (email === undefined || email === '') return 'Please enter your email address.';
  if (email.length > 254) return 'Your email address must be at most 254 characters.';
  if (!isValidEmail(email)) return 'Please enter a valid email address, like name@example.com.';
  return undefined;
}

function checkPhone(phone: string | undefined): string | undefined {
  if (phone === undefined) return 'Your phone number must be text.';
  if (lengthOf(phone) > 30) return 'Your phone number must be at most 30 characters.';
  if (phone !== '' && !PHONE.test(phone)) {
    return 'Your phone number can only contain digits, spaces and + ( ) -.';
  }
  return undefined;
}

function checkService(service: string | undefined): string | undefined {
  if (service === undefined || (service !== '' && !isService(service))) {
    return `Please choose a service from the list (${SERVICES.join(', ')}).`;
  }
  return undefined;
}

function checkMessage(message: string | undefined): string | undefined {
  if (message === undefined || message === '') return 'Please enter a message.';
  if (lengthOf(message) < 10) return 'Your message must be at least 10 characters.';
  if (lengthOf(message) > 5000) return 'Your message must be at most 5000 characters.';
  return undefined;
}

function checkKey(key: string | undefined): string | undefined {
  if (key === undefined || (key !== '' && !IDEMPOTENCY_KEY.test(key))) {
    return 'The idempotency key must be 8 to 100 letters, digits, hyphens or underscores.';
  }
  return undefined;
}

/**
 * Validates a contact request. The idempotency key comes from the Idempotency-Key header,
 * else from `idempotencyKey` in the body; it is optional, but without it a retry is stored
 * twice. Throws a ValidationError listing every bad field.
 */
export function parseContactRequest(
  rawBody: unknown,
  headerKey: string | string[] | undefined,
): ContactRequestInput {
  const body: Body =
    typeof rawBody === 'object' && rawBody !== null && !Array.isArray(rawBody)
      ? (rawBody as Body)
      : {};
  const fields = {
    name: text(body, 'name'),
    email: text(body, 'email'),
    phone: text(body, 'phone'),
    service: text(body, 'service'),
    message: text(body, 'message'),
    idempotencyKey:
      headerKey === undefined
        ? text(body, 'idempotencyKey')
        : typeof headerKey === 'string'
          ? headerKey.trim()
          : undefined,
  };

  const errors: FieldErrors = {};
  const checks: [keyof typeof fields, string | undefined][] = [
    ['name', checkName(fields.name)],
    ['email', checkEmail(fields.email)],
    ['phone', checkPhone(fields.phone)],
    ['service', checkService(fields.service)],
    ['message', checkMessage(fields.message)],
    ['idempotencyKey', checkKey(fields.idempotencyKey)],
  ];
  for (const [field, problem] of checks) if (problem !== undefined) errors[field] = [problem];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const orNull = (value: string | undefined): string | null =>
    value === undefined || value === '' ? null : value;
  const service = orNull(fields.service);
  return {
    name: fields.name ?? '',
    email: fields.email ?? '',
    phone: orNull(fields.phone),
    service: service !== null && isService(service) ? service : null,
    message: fields.message ?? '',
    idempotencyKey: orNull(fields.idempotencyKey),
  };
}
