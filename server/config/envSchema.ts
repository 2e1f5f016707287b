import * as v from 'valibot';

/** What a setting must be: its refusal reads `NAME must be <expected>; got "<shown>".` */
export type Refusal = { refused: string; shown?: string };
export const refuse = (refused: string, shown?: string): Refusal => ({ refused, shown });

/** One setting: `read` gets its trimmed text, undefined when unset or blank. */
export const setting = <T>(read: (value: string | undefined) => T | Refusal) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const result = read(dataset.value.trim() || undefined);
      if (!(result instanceof Object && 'refused' in result)) return result;
      addIssue({ message: result.refused, input: result.shown ?? dataset.value.trim() });
      return NEVER;
    }),
  );

/** A check across settings: `refusal` gives the whole message, or null when all is well. */
export const across = <T>(refusal: (settings: T) => string | null) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const message = dataset.typed ? refusal(dataset.value) : null;
    if (message !== null) addIssue({ message });
  });

/** The settings `schema` reads from `env`; throws the first refusal, naming the setting. */
export function parseEnv<S extends v.GenericSchema>(schema: S, env = process.env) {
  const result = v.safeParse(schema, env);
  if (result.success) return result.output;
  const [{ path, message, input }] = result.issues;
  const name = path?.[0]?.key;
  throw new Error(name ? `${String(name)} must be ${message}; got "${String(input)}".` : message);
}

export const text = (fallback: string) => setting((value) => value ?? fallback);

/** A number in digits (with `decimals`, a fraction allowed) for which `fits` holds. */
export const amount = <F extends number | null>(
  expected: string,
  fallback: F,
  fits: (n: number) => boolean,
  decimals = false,
) =>
  setting((value): number | F | Refusal => {
    if (value === undefined) return fallback;
    const digits = decimals ? /^\d+(\.\d+)?$/ : /^\d+$/;
    return digits.test(value) && fits(Number(value)) ? Number(value) : refuse(expected);
  });

export const count = (fallback: number) =>
  amount('a whole number of at least 1', fallback, (n) => n >= 1 && Number.isSafeInteger(n));

export const port = <F extends number | null>(fallback: F) =>
  amount('a port number from 0 to 65535', fallback, (n) => n <= 65535);

export const flag = setting((value = 'false') =>
  /^(true|1)$/i.test(value) ? true : /^(false|0)$/i.test(value) ? false : refuse('true or false'),
);

export const isHttpUrl = (value: string): boolean =>
  URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).host !== '';

export const noSlash = (value: string) => value.replace(/\/+$/, '');
export const plainHttp = (value: string) => isHttpUrl(value) && !/[?#]/.test(value);
/** An http(s) address without a query or fragment, trailing slashes dropped; or null. */
export const httpAddress = setting((given) => {
  const value = given === undefined ? null : noSlash(given);
  if (value === null || plainHttp(value)) return value;
  return refuse('an http(s) address such as http://10.0.0.5/api', value);
});

/** Site origins separated by commas, such as https://www.example.com.au. */
export const origins = (fallback = '') =>
  setting((value = fallback) => {
    const given = value.split(',').flatMap((entry) => noSlash(entry.trim()) || []);
    const wrong = given.find((origin) => !isHttpUrl(origin) || new URL(origin).origin !== origin);
    if (wrong === undefined) return given;
    return refuse('a list of site origins such as https://www.example.com.au', wrong);
  });
