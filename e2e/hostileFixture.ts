/** The post the browser tests' database carries with hostile markup in every field. */
export const HOSTILE_SLUG = 'hostile-content-check';
