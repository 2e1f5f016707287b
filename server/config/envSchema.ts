import * as v from 'valibot';

/** The environment a process is started with, or the same shape in tests. */
export type Env = Record<string, string | undefined>;

/** A setting's value cannot be used: the message names the setting and what to write. */
export class Refusal {
  constructor(readonly message: string) {}
}
export const refuse = (message: string): Refusal => new Refusal(message);

/**
 * One setting: `read` gets its trimmed text (undefined when unset or blank) and the text as
 * given, and returns the value or a refusal.
 */
export const setting = <T>(read: (value: string | undefined, raw: string) => T | Refusal) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const result = read(dataset.value.trim() || undefined, dataset.value);
      if (!(result instanceof Refusal)) return result;
      addIssue({ message: result.message });
      return NEVER;
    }),
  );

/** A check across settings, on the schema's output; `refusal` returns null when all is well. */
export const across = <T>(refusal: (settings: T) => string | null) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const message = dataset.typed ? refusal(dataset.value) : null;
    if (message !== null) addIssue({ message });
  });

/** The settings `schema` reads from `env`; throws the first refusal's message. */
export function parseEnv<S extends v.GenericSchema>(schema: S, env: Env): v.InferOutput<S> {
  const result = v.safeParse(schema, env);
  if (!result.success) throw new Error(result.issues[0].message);
  return result.output;
}

export const text = (fallback: string) => setting((value) => value ?? fallback);

/** A whole number of at least 1. */
export const count = (name: string, fallback: number) =>
  setting((value) =>
    value === undefined
      ? fallback
      : /^\d+$/.test(value) && Number.isSafeInteger(Number(value)) && Number(value) >= 1
        ? Number(value)
        : refuse(`${name} must be a whole number of at least 1, got "${value}".`),
  );

export const flag = (name: string) =>
  setting((value, raw) => {
    const word = value?.toLowerCase() ?? 'false';
    if (word === 'false' || word === '0') return false;
    if (word === 'true' || word === '1') return true;
    return refuse(`${name} must be true or false, got "${raw}".`);
  });

export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** An http(s) address without a query or fragment, trailing slashes dropped; or null. */
export const httpAddress = (name: string) =>
  setting((given) => {
    const value = given?.replace(/\/+$/, '');
    if (value === undefined) return null;
    if (isHttpUrl(value) && !/[?#]/.test(value)) return value;
    return refuse(
      `${name} must be an http(s) address such as http://10.0.0.5/api; got "${value}".`,
    );
  });

/** Site origins separated by commas, such as https://www.example.com.au. */
export const origins = (fallback = '') =>
  setting((value) => {
    const list = (value ?? fallback).split(',').map((origin) => origin.trim());
    const given = list
      .filter((origin) => origin !== '')
      .map((origin) => origin.replace(/\/+$/, ''));
    const wrong = given.find((origin) => !isHttpUrl(origin) || new URL(origin).origin !== origin);
    if (wrong === undefined) return given;
    return refuse(
      `CORS_ORIGINS must list site origins such as https://www.example.com.au; got "${wrong}".`,
    );
  });
