import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from './scripts/chromium';
import {
  LARAVEL_CONTROL_PORT,
  LARAVEL_DIST,
  LARAVEL_IMAGE_CACHE,
  LARAVEL_LIST_FIELDS,
  LARAVEL_NODE_SITE_PORT,
  LARAVEL_PORT,
  LARAVEL_STATIC_SITE_PORT,
  LEADS_INBOX,
  NODE_SITE_PORT,
  ROUND_ROBIN_PORT,
  SMTP_SINK_HTTP_PORT,
  SMTP_SINK_MESSAGES,
  SMTP_SINK_PORT,
  STATIC_SITE_PORT,
  UPSTREAM_API,
  UPSTREAM_DIST,
  UPSTREAM_IMAGE_CACHE,
  UPSTREAM_PORT,
  siteOrigin,
  LARAVEL_PUBLISH_WEBHOOK_SECRET,
} from './e2e/topology';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

/** Specs of the two-host topology only; every other spec runs against the demo. */
const DEMO_ONLY = [
  'topology.spec.ts',
  'static-host.spec.ts',
  'host-fallback.spec.ts',
  'forms.spec.ts',
  'photos.spec.ts',
  'instances.spec.ts',
  'admin-host.spec.ts',
  'shared-cache-publish.spec.ts',
  'publish-webhook.spec.ts',
];
/** Specs run again in each two-host topology: the blog, the shell, the forms and the photos. */
const TOPOLOGY_SPECS = ['topology.spec.ts', 'shell.spec.ts', 'forms.spec.ts', 'photos.spec.ts'];

/** `apiURL`: where the site under test calls its blog API (see e2e/fixtures.ts). */
export default defineConfig<{ apiURL: string }>({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    // Recording a trace costs about a sixth of the run on two cores; CI keeps only its output
    // (`--trace retain-on-failure` records one there too).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: DEMO_ONLY,
      use: { ...devices['Desktop Chrome'], baseURL },
    },
    {
      // The production server built for the admin host's API on another origin.
      name: 'api-on-another-origin',
      testMatch: [...TOPOLOGY_SPECS, 'instances.spec.ts', 'publish-webhook.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        baseURL: siteOrigin(NODE_SITE_PORT),
        apiURL: UPSTREAM_API,
      },
    },
    {
      // The same build's dist/ alone, on real nginx with deploy/nginx.conf.
      name: 'static',
      testMatch: [...TOPOLOGY_SPECS, 'static-host.spec.ts', 'host-fallback.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        baseURL: siteOrigin(STATIC_SITE_PORT),
        apiURL: UPSTREAM_API,
      },
    },
    {
      // Built for the company's real Laravel admin host, served by the production server.
      name: 'laravel-node',
      testMatch: ['admin-host.spec.ts', 'shared-cache-publish.spec.ts'],
      use: { ...devices['Desktop Chrome'], baseURL: siteOrigin(LARAVEL_NODE_SITE_PORT) },
    },
    {
      // The same build's dist/ alone on nginx, the browser reading Laravel itself.
      name: 'laravel-static',
      testMatch: ['admin-host.spec.ts'],
      use: { ...devices['Desktop Chrome'], baseURL: siteOrigin(LARAVEL_STATIC_SITE_PORT) },
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/e2eServer.mjs',
      url: `${baseURL}/api/posts?per_page=1`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(port), HOST: '127.0.0.1' },
    },
    {
      command: 'node_modules/.bin/tsx test/upstream-api/main.ts',
      url: `${UPSTREAM_API}/posts?per_page=1`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        UPSTREAM_PORT: String(UPSTREAM_PORT),
        SITE_ORIGINS: [NODE_SITE_PORT, STATIC_SITE_PORT, ROUND_ROBIN_PORT]
          .map(siteOrigin)
          .join(','),
      },
    },
    {
      // The real SMTP server the production topology's forms are delivered to.
      command: 'node_modules/.bin/tsx test/smtp-sink/main.ts',
      url: SMTP_SINK_MESSAGES,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        SMTP_SINK_PORT: String(SMTP_SINK_PORT),
        SMTP_SINK_HTTP_PORT: String(SMTP_SINK_HTTP_PORT),
      },
    },
    {
      command: 'node e2e/support/e2eServer.mjs',
      url: `${siteOrigin(NODE_SITE_PORT)}/about`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(NODE_SITE_PORT),
        HOST: '127.0.0.1',
        DIST_DIR: UPSTREAM_DIST,
        // The admin host's double is on loopback: the server reaches it (and its photos) there.
        API_INTERNAL_URL: UPSTREAM_API,
        IMAGE_CACHE_DIR: UPSTREAM_IMAGE_CACHE,
        LOG_LEVEL: 'error',
        // It takes the static copy's forms too, from that origin.
        CORS_ORIGINS: siteOrigin(STATIC_SITE_PORT),
        SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
        CONTACT_NOTIFY_TO: LEADS_INBOX,
      },
    },
    {
      command: 'node_modules/.bin/tsx test/laravel-admin/main.ts',
      url: `http://127.0.0.1:${LARAVEL_CONTROL_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        LARAVEL_PORT: String(LARAVEL_PORT),
        LARAVEL_CONTROL_PORT: String(LARAVEL_CONTROL_PORT),
        LARAVEL_LIST_FIELDS,
        SITE_ORIGINS: [LARAVEL_NODE_SITE_PORT, LARAVEL_STATIC_SITE_PORT].map(siteOrigin).join(','),
      },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'node e2e/support/e2eServer.mjs',
      url: `${siteOrigin(LARAVEL_NODE_SITE_PORT)}/about`,
      reuseExistingServer: false,
      timeout: 60_000,
      // No API_INTERNAL_URL: the server reads the admin host at API_BASE_URL, a loopback address.
      env: {
        PORT: String(LARAVEL_NODE_SITE_PORT),
        HOST: '127.0.0.1',
        DIST_DIR: LARAVEL_DIST,
        IMAGE_CACHE_DIR: LARAVEL_IMAGE_CACHE,
        LOG_LEVEL: 'error',
        PUBLISH_WEBHOOK_SECRET: LARAVEL_PUBLISH_WEBHOOK_SECRET,
      },
    },
    {
      command: 'node e2e/support/e2eNginx.mjs',
      url: `${siteOrigin(LARAVEL_STATIC_SITE_PORT)}/about`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { DIST_DIR: LARAVEL_DIST, NGINX_PORT: String(LARAVEL_STATIC_SITE_PORT) },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'node e2e/support/e2eNginx.mjs',
      url: `${siteOrigin(STATIC_SITE_PORT)}/about`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { DIST_DIR: UPSTREAM_DIST, NGINX_PORT: String(STATIC_SITE_PORT) },
      // Lets the script stop nginx and remove its temporary folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
