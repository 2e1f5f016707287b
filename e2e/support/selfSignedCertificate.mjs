// A throwaway certificate for localhost, made with openssl (Node can make keys but not
// X.509 certificates). Valid for a day: each run makes its own.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Writes cert.pem and key.pem into `dir`; returns their paths. */
export function makeSelfSignedCertificate(dir) {
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  if (result.error || result.status !== 0) {
    throw new Error(
      `openssl could not make the test certificate: ${result.error?.message ?? result.stderr}`,
    );
  }
  return { certificate, key };
}
