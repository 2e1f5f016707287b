/**
 * The request line and headers of a JSON contact request with an idempotency key, up to
 * where its body starts: for tests that hold a request half-sent over a raw socket.
 */
export function contactRequestHead(
  port: number,
  body: string,
  key: string,
  moreHeaders: string[] = [],
): string {
  return [
    'POST /forms/contact-requests HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `Idempotency-Key: ${key}`,
    ...moreHeaders,
    '',
    '',
  ].join('\r\n');
}
