/** A whole-number setting of a script, from the environment; unset or blank gives the fallback. */
export const envWholeNumber = (name: string, fallback: number, min = 1): number => {
  const raw = process.env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}".`);
  }
  return Number(raw);
};
