import { serveControl } from './control';
import { startLaravelAdmin } from './laravelAdmin';

/**
 * Runs the admin host on its own, for browser tests (a Playwright web server):
 *
 *   LARAVEL_PORT=4191 LARAVEL_CONTROL_PORT=4192 SITE_ORIGINS=http://127.0.0.1:4174 \
 *     npx tsx test/laravel-admin/main.ts
 *
 * Tests steer it with `laravelAdminControl('http://127.0.0.1:4192')` (./control.ts).
 * LARAVEL_LIST_FIELDS=summary sends the lean list; LARAVEL_RATE_LIMIT sets the API's limit a
 * minute. SIGINT or SIGTERM stops it and removes its folder.
 */

const portFrom = (name: string, fallback: number): number => {
  const port = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(`${name} must be a port number, not "${process.env[name]}".`);
    process.exit(1);
  }
  return port;
};

const port = portFrom('LARAVEL_PORT', 4191);
const controlPort = portFrom('LARAVEL_CONTROL_PORT', 4192);
const corsOrigins = (process.env.SITE_ORIGINS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter((origin) => origin !== '');
const listFields = process.env.LARAVEL_LIST_FIELDS === 'summary' ? 'summary' : 'all';
const rateLimit = process.env.LARAVEL_RATE_LIMIT
  ? Number(process.env.LARAVEL_RATE_LIMIT)
  : undefined;
if (rateLimit !== undefined && !(Number.isInteger(rateLimit) && rateLimit > 0)) {
  console.error(
    `LARAVEL_RATE_LIMIT must be a number of requests, not "${process.env.LARAVEL_RATE_LIMIT}".`,
  );
  process.exit(1);
}

startLaravelAdmin({ port, corsOrigins, listFields, rateLimit })
  .then(async (admin) => {
    const control = await serveControl(admin, controlPort).catch(async (error: unknown) => {
      await admin.close();
      throw error;
    });
    console.info(
      `Laravel admin host on ${admin.origin} (API ${admin.apiBaseUrl}), control on ${control.origin}`,
    );
    const stop = (): void => {
      Promise.all([control.close(), admin.close()]).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    console.error('The Laravel admin host could not start:', error);
    process.exit(1);
  });
