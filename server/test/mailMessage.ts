/**
 * Just enough of a MIME reader to check what the site sends: unfolded headers with their
 * encoded words decoded, and the text and HTML parts decoded from quoted-printable or
 * base64. Not a general parser.
 */
export interface ParsedMail {
  /** By lower-case name; the last occurrence wins. */
  headers: Map<string, string>;
  text: string | null;
  html: string | null;
}

function quotedPrintableBytes(input: string, underscoreIsSpace: boolean): Buffer {
  const bytes: number[] = [];
  const text = input.replace(/=\r?\n/g, '');
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] ?? '';
    const hex = text.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else if (character === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(character, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

const ENCODED_WORD = /=\?[^?]+\?([QqBb])\?([^?]*)\?=/g;

/** Adjacent encoded words are one run of bytes: a character may straddle two of them. */
const decodeEncodedWords = (value: string): string =>
  value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/(?:=\?[^?]+\?[QqBb]\?[^?]*\?=)+/g, (run) =>
      Buffer.concat(
        [...run.matchAll(ENCODED_WORD)].map(([, encoding = 'Q', data = '']) =>
          encoding.toUpperCase() === 'B'
            ? Buffer.from(data, 'base64')
            : quotedPrintableBytes(data, true),
        ),
      ).toString('utf8'),
    );

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeEncodedWords(line.slice(colon + 1).trim()),
      );
    }
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  const decoded =
    encoding?.toLowerCase() === 'quoted-printable'
      ? quotedPrintableBytes(body, false).toString('utf8')
      : encoding?.toLowerCase() === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return decoded.replace(/\r\n/g, '\n');
}

function collectParts(raw: string, into: { text: string | null; html: string | null }): void {
  const { headers, body } = splitHead(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary !== undefined) {
    const sections = body.split(`--${boundary}`);
    // Before the first boundary is the preamble; after the closing "--" the epilogue.
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collectParts(section.replace(/^\r?\n/, ''), into);
    }
    return;
  }
  const content = decodeBody(body, headers.get('content-transfer-encoding'));
  if (/^text\/html/i.test(contentType)) into.html ??= content;
  else if (/^text\/plain/i.test(contentType)) into.text ??= content;
}

export function parseMail(raw: string): ParsedMail {
  const parts = { text: null as string | null, html: null as string | null };
  collectParts(raw, parts);
  return { headers: splitHead(raw).headers, ...parts };
}
