import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadApiConfig, loadConfig, PROJECT_ROOT } from './serverConfig';
import { DEFAULT_SERVER_LIMITS } from '../serverLimits';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dbPath: path.join(PROJECT_ROOT, 'data', 'harbourline.sqlite'),
      database: {
        dbPath: path.join(PROJECT_ROOT, 'data', 'harbourline.sqlite'),
        databaseUrl: null,
      },
      migrateOnStart: false,
      formsOnly: false,
      corsOrigins: [],
      distDir: path.join(PROJECT_ROOT, 'dist'),
      imageCache: {
        dir: path.join(PROJECT_ROOT, 'data', 'image-cache'),
        maxBytes: 512 * 1024 * 1024,
        concurrency: Math.min(4, Math.max(1, os.availableParallelism())),
      },
      apiInternalUrl: null,
      logLevel: 'info',
      trustProxy: false,
      shutdown: { drainMs: 5_000, timeoutMs: 10_000 },
      metrics: null,
      contactRequestsPerMinute: 10,
      signupsPerMinute: 5,
      limits: DEFAULT_SERVER_LIMITS,
      delivery: {
        smtp: null,
        notifyTo: [],
        from: 'Harbourline website <website@localhost>',
        webhook: null,
        giveUpHours: 24,
        leaseSeconds: 120,
        retrySeconds: 30,
      },
    });
    expect(fs.existsSync(path.join(PROJECT_ROOT, 'data'))).toBe(true);
  });

  it('logs at info unless LOG_LEVEL says otherwise, and refuses a level pino does not know', () => {
    expect(loadConfig({ LOG_LEVEL: 'Debug' }).logLevel).toBe('debug');
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "verbose".',
    );
  });

  it('reads the drain and the stop limit in seconds, fractions allowed', () => {
    expect(
      loadConfig({ SHUTDOWN_DRAIN_SECONDS: '0.5', SHUTDOWN_TIMEOUT_SECONDS: '30' }).shutdown,
    ).toEqual({ drainMs: 500, timeoutMs: 30_000 });
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '0' }).shutdown.drainMs).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: 'soon' })).toThrow(
      /SHUTDOWN_TIMEOUT_SECONDS must be a number of seconds/,
    );
  });

  it('serves metrics only where METRICS_PORT says, and off loopback only with a token', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: null,
    });
    const token = 'b'.repeat(32);
    expect(
      loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5', METRICS_TOKEN: token }).metrics,
    ).toEqual({ port: 9464, host: '10.0.0.5', token });
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(
      /set METRICS_TOKEN too/,
    );
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(
      /at least 16 characters/,
    );
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT must be a port/);
  });

  it('reads the contact rate limit and rejects nonsense', () => {
    expect(loadConfig({ CONTACT_REQUESTS_PER_MINUTE: '250' }).contactRequestsPerMinute).toBe(250);
    expect(() => loadConfig({ CONTACT_REQUESTS_PER_MINUTE: '0' })).toThrow(/at least 1/);
    expect(() => loadConfig({ CONTACT_REQUESTS_PER_MINUTE: 'lots' })).toThrow(/whole number/);
    expect(loadConfig({ NEWSLETTER_SIGNUPS_PER_MINUTE: '3' }).signupsPerMinute).toBe(3);
    expect(() => loadConfig({ NEWSLETTER_SIGNUPS_PER_MINUTE: '-1' })).toThrow(
      /NEWSLETTER_SIGNUPS_PER_MINUTE/,
    );
  });

  it('keeps the forms in PostgreSQL with DATABASE_URL, and refuses another kind of address', () => {
    const url = 'postgres://site:secret@db.example.com.au:5432/harbourline';
    expect(loadConfig({ DATABASE_URL: url }).database.databaseUrl).toBe(url);
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/h' }).database.databaseUrl).toBe(
      'postgresql://db/h',
    );
    expect(() => loadConfig({ DATABASE_URL: 'sqlite:///data/x.sqlite' })).toThrow(
      /DATABASE_URL must be a PostgreSQL address .*leave it unset to keep the forms in the SQLite file at DB_PATH/,
    );
  });

  it('reads the switches for migrating at start and serving the forms alone', () => {
    expect(loadConfig({ MIGRATE_ON_START: 'true', FORMS_ONLY: '1' })).toMatchObject({
      migrateOnStart: true,
      formsOnly: true,
    });
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ MIGRATE_ON_START: 'yes please' })).toThrow(
      'MIGRATE_ON_START must be true or false; got "yes please".',
    );
    expect(loadConfig({ CORS_ORIGINS: 'https://www.example.com.au' }).corsOrigins).toEqual([
      'https://www.example.com.au',
    ]);
  });

  it('reads trusted proxies as a hop count or a list of addresses and networks', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.2, 192.168.10.0/24 ,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.2',
      '192.168.10.0/24',
      'fd00::/8',
    ]);
  });

  it.each(['true', 'TRUE'])('refuses TRUST_PROXY=%s, saying what to write instead', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY must be the number of proxies .*TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.2.*never true \(any client could then pick its own address\); got "true"/i,
    );
  });

  it.each([
    ['proxy.example', 'proxy.example'],
    ['10.0.0.0/33', '10.0.0.0/33'],
    ['10.0.0.2,', ''],
    ['10.0.0.2;10.0.0.3', '10.0.0.2;10.0.0.3'],
    ['all', 'all'],
  ])('rejects TRUST_PROXY=%s, naming the entry', (value, entry) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      new RegExp(
        `^TRUST_PROXY must be the number of proxies .* addresses and networks .*; got "${entry}"\\.$`,
      ),
    );
  });

  it('reads the timeouts and caps, and keeps the header timeout within the request timeout', () => {
    const limits = loadConfig({
      REQUEST_TIMEOUT_MS: '20000',
      HEADERS_TIMEOUT_MS: '15000',
      CONNECTION_TIMEOUT_MS: '40000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      MAX_CONNECTIONS: '200',
      MAX_CONNECTIONS_PER_ADDRESS: '20',
      CONTACT_BODY_LIMIT_BYTES: '8192',
    }).limits;
    expect(limits).toEqual({
      requestTimeoutMs: 20_000,
      headersTimeoutMs: 15_000,
      connectionTimeoutMs: 40_000,
      keepAliveTimeoutMs: 65_000,
      maxConnections: 200,
      maxConnectionsPerAddress: 20,
      contactBodyLimitBytes: 8192,
    });
    expect(loadConfig({}).limits).toEqual(DEFAULT_SERVER_LIMITS);
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS .*at least 1/);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '9000' })).toThrow(
      /HEADERS_TIMEOUT_MS \(9000\) must not exceed REQUEST_TIMEOUT_MS \(8000\)/,
    );
  });

  it('reads the environment and creates the database folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-config-'));
    try {
      const dbPath = path.join(dir, 'nested', 'site.sqlite');
      const config = loadConfig({
        PORT: '8099',
        HOST: '0.0.0.0',
        DB_PATH: dbPath,
        DIST_DIR: dir,
        API_INTERNAL_URL: 'http://10.0.0.5:9000/api/',
      });
      expect(config).toMatchObject({
        port: 8099,
        host: '0.0.0.0',
        dbPath,
        distDir: dir,
        apiInternalUrl: 'http://10.0.0.5:9000/api',
      });
      expect(fs.existsSync(path.dirname(dbPath))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(['ftp://files.example/api', 'not a url', 'http://x.example/api?key=1'])(
    'rejects API_INTERNAL_URL=%s, naming it',
    (value) => {
      expect(() => loadConfig({ API_INTERNAL_URL: value })).toThrow(/API_INTERNAL_URL/);
    },
  );

  it('reads the API-alone settings: port, public address and allowed site origins', () => {
    expect(loadApiConfig({ DB_PATH: ':memory:' })).toMatchObject({
      port: 8081,
      publicUrl: 'http://localhost:8081',
      corsOrigins: ['http://localhost:8080'],
    });
    expect(
      loadApiConfig({
        DB_PATH: ':memory:',
        API_PORT: '9100',
        API_PUBLIC_URL: 'https://admin.example.com.au',
        CORS_ORIGINS: 'https://www.example.com.au, https://example.com.au',
      }),
    ).toMatchObject({
      port: 9100,
      publicUrl: 'https://admin.example.com.au',
      corsOrigins: ['https://www.example.com.au', 'https://example.com.au'],
    });
    expect(() => loadApiConfig({ CORS_ORIGINS: 'https://www.example.com.au/blog' })).toThrow(
      /CORS_ORIGINS/,
    );
  });

  it('accepts an in-memory database', () => {
    expect(loadConfig({ DB_PATH: ':memory:' }).dbPath).toBe(':memory:');
  });

  it.each(['http', '-1', '70000', '80.5'])('rejects PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/PORT/);
  });
});

describe('contact delivery settings', () => {
  const smtp = {
    SMTP_URL: 'smtps://site%40example.com.au:p%40ss@mail.example.com.au',
    CONTACT_NOTIFY_TO: 'leads@example.com.au',
  };

  it('reads SMTP from the URL, credentials decoded, and derives the sender from the recipients', () => {
    expect(loadConfig(smtp).delivery).toEqual({
      smtp: {
        host: 'mail.example.com.au',
        port: 465,
        secure: true,
        user: 'site@example.com.au',
        password: 'p@ss',
      },
      notifyTo: ['leads@example.com.au'],
      from: 'Harbourline website <website@example.com.au>',
      webhook: null,
      giveUpHours: 24,
      leaseSeconds: 120,
      retrySeconds: 30,
    });
    expect(loadConfig({ ...smtp, SMTP_URL: 'smtp://relay.internal:2525' }).delivery.smtp).toEqual({
      host: 'relay.internal',
      port: 2525,
      secure: false,
      user: null,
      password: null,
    });
  });

  it('prefers SMTP_USER and SMTP_PASSWORD, and takes several recipients and a sender', () => {
    const delivery = loadConfig({
      SMTP_URL: 'smtp://mail.example.com.au',
      SMTP_USER: 'apikey',
      SMTP_PASSWORD: 'secret',
      CONTACT_NOTIFY_TO: 'a@example.com.au, b@example.com.au',
      CONTACT_FROM: 'Website <noreply@example.com.au>',
      CONTACT_DELIVERY_GIVE_UP_HOURS: '48',
    }).delivery;
    expect(delivery.smtp).toMatchObject({ port: 587, user: 'apikey', password: 'secret' });
    expect(delivery.notifyTo).toEqual(['a@example.com.au', 'b@example.com.au']);
    expect(delivery.from).toBe('Website <noreply@example.com.au>');
    expect(delivery.giveUpHours).toBe(48);
  });

  it('refuses to start with SMTP_URL but no CONTACT_NOTIFY_TO', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com.au' })).toThrow(
      /CONTACT_NOTIFY_TO is not/,
    );
  });

  it.each([
    [
      'SMTP_URL with http://',
      { ...smtp, SMTP_URL: 'http://mail.example.com.au' },
      /smtp:\/\/ or smtps:/,
    ],
    [
      'a user without a password',
      { ...smtp, SMTP_URL: 'smtp://user@mail.example.com.au' },
      /without a password/,
    ],
    [
      'a recipient that is no address',
      { ...smtp, CONTACT_NOTIFY_TO: 'leads' },
      /CONTACT_NOTIFY_TO must be e-mail addresses separated by commas/,
    ],
    [
      'a sender that is no address',
      { ...smtp, CONTACT_FROM: 'Website <not an address>' },
      /CONTACT_FROM/,
    ],
    [
      'a webhook without a secret',
      { CONTACT_WEBHOOK_URL: 'https://crm.example.com/hook' },
      /needs CONTACT_WEBHOOK_SECRET/,
    ],
    [
      'a webhook that is not http(s)',
      { CONTACT_WEBHOOK_URL: 'ftp://crm.example.com', CONTACT_WEBHOOK_SECRET: 'x'.repeat(32) },
      /http\(s\)/,
    ],
    [
      'a secret without a webhook',
      { CONTACT_WEBHOOK_SECRET: 'x'.repeat(32) },
      /without CONTACT_WEBHOOK_URL/,
    ],
    [
      'a give-up limit of 0',
      { CONTACT_DELIVERY_GIVE_UP_HOURS: '0' },
      /CONTACT_DELIVERY_GIVE_UP_HOURS/,
    ],
    [
      'a give-up limit in words',
      { CONTACT_DELIVERY_GIVE_UP_HOURS: 'a day' },
      /CONTACT_DELIVERY_GIVE_UP_HOURS/,
    ],
    [
      'a lease of 0 seconds',
      { OUTBOX_LEASE_SECONDS: '0' },
      /OUTBOX_LEASE_SECONDS must be a number of seconds above 0/,
    ],
    ['a retry delay in words', { OUTBOX_RETRY_SECONDS: 'soon' }, /OUTBOX_RETRY_SECONDS/],
  ])('rejects %s', (_label, env: Record<string, string>, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('keeps the password out of the error about a bad SMTP_URL', () => {
    expect(() => loadConfig({ ...smtp, SMTP_URL: 'smtpx://user:hunter2@mail' })).toThrow(
      /^(?!.*hunter2)/s,
    );
  });

  it('reads a signed webhook', () => {
    expect(
      loadConfig({
        CONTACT_WEBHOOK_URL: 'https://crm.example.com/hook',
        CONTACT_WEBHOOK_SECRET: 's'.repeat(32),
      }).delivery.webhook,
    ).toEqual({ url: 'https://crm.example.com/hook', secret: 's'.repeat(32) });
  });
});

describe('image cache settings', () => {
  it('keeps the variants under IMAGE_CACHE_DIR, up to IMAGE_CACHE_MAX_MB', () => {
    expect(
      loadConfig({ IMAGE_CACHE_DIR: '/var/cache/site', IMAGE_CACHE_MAX_MB: '64' }).imageCache,
    ).toMatchObject({ dir: '/var/cache/site', maxBytes: 64 * 1024 * 1024 });
  });

  it.each(['0', 'lots', '1.5'])('refuses IMAGE_CACHE_MAX_MB=%s, naming it', (value) => {
    expect(() => loadConfig({ IMAGE_CACHE_MAX_MB: value })).toThrow(
      `IMAGE_CACHE_MAX_MB must be a whole number of megabytes, at least 1; got "${value}".`,
    );
  });
});
