// A browser-like client: keep-alive, compressed answers, HTML wanted.
import http from 'node:http';

const REQUEST_TIMEOUT_MS = 30_000;

export const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

interface Answer {
  status: number;
  bytes: number;
}

export const get = (origin: string, pathAndQuery: string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}${pathAndQuery}`,
      {
        agent,
        headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.once('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.once('error', reject);
      },
    );
    request.once('timeout', () => request.destroy(new Error('timed out')));
    request.once('error', reject);
  });
