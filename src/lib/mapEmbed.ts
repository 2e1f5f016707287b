/** The one page a frame on this site may load: the office map, embedded once the visitor asks for it; the server's CSP allows frames from exactly this path. */
export const MAP_EMBED_BASE = 'https://www.google.com/maps';
