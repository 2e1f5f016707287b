import type { BuildSettings } from './config/buildSettings';
import { BUNDLED_API_PATH } from '@contract/buildRecord.mjs';

export type ApiPlacement = { kind: 'bundled' } | { kind: 'remote'; internalUrl: string };

export function apiPlacement(settings: BuildSettings, apiInternalUrl: string | null): ApiPlacement {
  if (apiInternalUrl !== null) return { kind: 'remote', internalUrl: apiInternalUrl };
  if (!settings.API_BASE_URL.startsWith('/')) {
    return { kind: 'remote', internalUrl: settings.API_BASE_URL };
  }
  if (settings.API_BASE_URL === BUNDLED_API_PATH) return { kind: 'bundled' };
  throw new Error(
    `API_BASE_URL is the path "${settings.API_BASE_URL}" on this site, but the bundled API ` +
      `answers at ${BUNDLED_API_PATH}. Build with API_BASE_URL=${BUNDLED_API_PATH}, give the ` +
      `admin host's address (https://…/api), or set API_INTERNAL_URL to where this server ` +
      `reaches the API behind that path.`,
  );
}

export const loopbackUrl = (host: string, port: number, pathname: string): string => {
  const anyOrLocal = ['0.0.0.0', '::', 'localhost', ''];
  const name = anyOrLocal.includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}${pathname}`;
};
