import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { makeSelfSignedCertificate } from './selfSignedCertificate.mjs';

export interface HttpsProxy {
  origin: string;
  close: () => Promise<void>;
}

/**
 * TLS in front of a server on loopback, as nginx is in production (X-Forwarded-Proto and
 * -For set), with a certificate made for the run: Chromium treats some headers, such as
 * Reporting-Endpoints, only on HTTPS pages.
 */
export async function startHttpsProxy(port: number, target: string): Promise<HttpsProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-https-'));
  const { certificate, key } = makeSelfSignedCertificate(dir);
  const upstream = new URL(target);
  const server = https.createServer(
    { cert: fs.readFileSync(certificate), key: fs.readFileSync(key) },
    (request, response) => {
      const forwarded = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers: {
            ...request.headers,
            'x-forwarded-proto': 'https',
            'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1',
          },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      forwarded.on('error', () => response.destroy());
      request.pipe(forwarded);
    },
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
