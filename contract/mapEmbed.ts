/** The only page a frame may load (the office map, on request); the CSP allows just this path. */
export const MAP_EMBED_BASE = 'https://www.google.com/maps';
