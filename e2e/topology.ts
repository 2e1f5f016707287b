/**
 * Ports and addresses of the browser tests' two-host topology: the upstream API double
 * (the admin host) and the two ways the site is deployed against it.
 */
export const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 4180);
export const UPSTREAM_ORIGIN = `http://127.0.0.1:${UPSTREAM_PORT}`;
export const UPSTREAM_API = `${UPSTREAM_ORIGIN}/api`;

/**
 * The production server built for the upstream API; it also takes the forms, of its own
 * pages and of the static copy (FORMS_URL names it in the build).
 */
export const NODE_SITE_PORT = Number(process.env.E2E_NODE_SITE_PORT ?? 4174);
/** nginx serving the same build's dist/ with deploy/nginx.conf. */
export const STATIC_SITE_PORT = Number(process.env.E2E_STATIC_SITE_PORT ?? 4175);

/** Two more production servers on the same build, behind nginx round-robin (instances.spec). */
export const INSTANCE_PORTS = [
  Number(process.env.E2E_INSTANCE_PORT ?? 4186),
  Number(process.env.E2E_INSTANCE_PORT ?? 4186) + 1,
];
export const ROUND_ROBIN_PORT = Number(process.env.E2E_ROUND_ROBIN_PORT ?? 4188);
/** nginx with deploy/nginx-node.conf and its shared cache, started by e2e/sharedCache.ts. */
export const SHARED_CACHE_PORTS = {
  httpsPort: Number(process.env.E2E_SHARED_CACHE_PORT ?? 4191),
  httpPort: Number(process.env.E2E_SHARED_CACHE_PORT ?? 4191) + 1,
};

/** Two more instances behind that nginx, for e2e/publish-webhook.spec.ts. */
export const WEBHOOK_INSTANCE_PORTS = [
  Number(process.env.E2E_WEBHOOK_INSTANCE_PORT ?? 4193),
  Number(process.env.E2E_WEBHOOK_INSTANCE_PORT ?? 4193) + 1,
] as const;

export const siteOrigin = (port: number) => `http://127.0.0.1:${port}`;

/** The SMTP server the production topology's server delivers the forms to, and where tests read it. */
export const SMTP_SINK_PORT = Number(process.env.E2E_SMTP_SINK_PORT ?? 4176);
export const SMTP_SINK_HTTP_PORT = Number(process.env.E2E_SMTP_SINK_HTTP_PORT ?? 4177);
export const SMTP_SINK_MESSAGES = `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}/messages`;

/** Where the company's copies of the forms go in the production topology. */
export const LEADS_INBOX = 'leads@harbourline.example';

/** The build both upstream topologies serve. */
export const UPSTREAM_DIST = 'dist-upstream';

/** Where the production server keeps the photos it resized (emptied by every build). */
export const UPSTREAM_IMAGE_CACHE = `${UPSTREAM_DIST}-image-cache`;

/** Short, so the browser tests see edits, new posts and deletions within seconds. */
export const UPSTREAM_CONTENT_MAX_AGE_SECONDS = 2;

/**
 * The company's real admin host (test/laravel-admin: Laravel behind nginx), and the site built
 * for it, served by the production server and as plain files by nginx. Laravel sends the lean
 * list (bodies, photos and authors on a post's own route only), as many admin APIs do.
 */
export const LARAVEL_PORT = Number(process.env.E2E_LARAVEL_PORT ?? 4195);
export const LARAVEL_ORIGIN = `http://127.0.0.1:${LARAVEL_PORT}`;
export const LARAVEL_API = `${LARAVEL_ORIGIN}/api`;
/** Where tests make the admin host publish, delete and fail (test/laravel-admin/control.ts). */
export const LARAVEL_CONTROL_PORT = Number(process.env.E2E_LARAVEL_CONTROL_PORT ?? 4196);
export const LARAVEL_CONTROL = `http://127.0.0.1:${LARAVEL_CONTROL_PORT}`;
export const LARAVEL_NODE_SITE_PORT = Number(process.env.E2E_LARAVEL_NODE_SITE_PORT ?? 4197);
export const LARAVEL_STATIC_SITE_PORT = Number(process.env.E2E_LARAVEL_STATIC_SITE_PORT ?? 4198);
export const LARAVEL_LIST_FIELDS = 'summary';
/** The Laravel-built server's PUBLISH_WEBHOOK_SECRET, for the admin host's publish webhook. */
export const LARAVEL_PUBLISH_WEBHOOK_SECRET = 'the-laravel-hosts-publish-webhook-secret';
export const LARAVEL_DIST = 'dist-laravel';
export const LARAVEL_IMAGE_CACHE = `${LARAVEL_DIST}-image-cache`;
