import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { request } from '@playwright/test';
import { startNginx } from './support/nginxNode.mjs';
import { accepts, stop, waitUntil } from './support/processes.mjs';
import { makeSelfSignedCertificate } from './support/selfSignedCertificate.mjs';
import { SHARED_CACHE_PORTS } from './topology';

export interface SharedCache {
  /** `https://localhost:PORT`, nginx's site name in the test. */
  origin: string;
  /** A client of nginx that trusts its test certificate. */
  client: APIRequestContext;
  stop: () => Promise<void>;
}

/**
 * Debian's nginx with deploy/nginx-node.conf as deployed (TLS, limits, proxy_cache), in front
 * of the site's server on `nodePort` (both instances, or a second on `secondNodePort`), from
 * a temporary prefix folder removed on stop.
 */
export async function startSharedCache(
  nodePort: number,
  secondNodePort?: number,
): Promise<SharedCache> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-shared-cache-'));
  const { certificate, key } = makeSelfSignedCertificate(prefix);
  let nginx: ChildProcess | undefined;
  try {
    nginx = startNginx(prefix, {
      ...SHARED_CACHE_PORTS,
      nodePort,
      secondNodePort,
      certificate,
      key,
    });
    await waitUntil('nginx', nginx, () => accepts(SHARED_CACHE_PORTS.httpsPort));
  } catch (error) {
    await stop(nginx);
    fs.rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  const origin = `https://localhost:${SHARED_CACHE_PORTS.httpsPort}`;
  const client = await request.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
  return {
    origin,
    client,
    stop: async () => {
      await client.dispose();
      await stop(nginx);
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
