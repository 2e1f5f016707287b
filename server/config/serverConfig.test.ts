import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadApiConfig, loadCliSettings, loadConfig, PROJECT_ROOT } from './serverConfig';
import { RELEASE_SETTINGS_MARKER } from './serverConfig';
import { DEFAULT_SERVER_LIMITS } from '../serverLimits';
import { senderOf } from '../outbox/startOutbox';

/** The environment that gives `settings` as text. */
const envOf = (settings: Record<string, number | string>) =>
  Object.fromEntries(Object.entries(settings).map(([name, value]) => [name, String(value)]));

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      ...DEFAULT_SERVER_LIMITS,
      PORT: 8080,
      HOST: '127.0.0.1',
      DB_PATH: path.join(PROJECT_ROOT, 'data', 'harbourline.sqlite'),
      DATABASE_URL: null,
      MIGRATE_ON_START: false,
      FORMS_ONLY: false,
      CORS_ORIGINS: [],
      DIST_DIR: path.join(PROJECT_ROOT, 'dist'),
      IMAGE_CACHE_DIR: path.join(PROJECT_ROOT, 'data', 'image-cache'),
      IMAGE_CACHE_MAX_MB: 512,
      BLOG_LIST_FILE: path.join(PROJECT_ROOT, 'data', 'blog-list.json'),
      API_INTERNAL_URL: null,
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      SHUTDOWN_DRAIN_SECONDS: 5,
      SHUTDOWN_TIMEOUT_SECONDS: 10,
      METRICS_PORT: null,
      METRICS_HOST: '127.0.0.1',
      METRICS_TOKEN: '',
      CONTACT_REQUESTS_PER_MINUTE: 10,
      NEWSLETTER_SIGNUPS_PER_MINUTE: 5,
      SMTP_URL: null,
      SMTP_USER: '',
      SMTP_PASSWORD: '',
      CONTACT_NOTIFY_TO: [],
      CONTACT_FROM: undefined,
      CONTACT_WEBHOOK_URL: undefined,
      CONTACT_WEBHOOK_SECRET: '',
      PUBLISH_WEBHOOK_SECRET: '',
      CONTACT_DELIVERY_GIVE_UP_HOURS: 24,
      OUTBOX_LEASE_SECONDS: 120,
      OUTBOX_RETRY_SECONDS: 30,
      STAFF_EMAILS_PER_PERIOD: 20,
      STAFF_EMAIL_PERIOD_SECONDS: 3600,
    });
    expect(senderOf(config)).toBe('Harbourline website <website@localhost>');
  });

  it('logs at info unless LOG_LEVEL says otherwise, and refuses a level pino does not know', () => {
    expect(loadConfig({ LOG_LEVEL: 'Debug' }).LOG_LEVEL).toBe('debug');
    expect(loadConfig({ LOG_LEVEL: 'silent' }).LOG_LEVEL).toBe('silent');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "verbose".',
    );
  });

  it('reads the drain and the stop limit in seconds, fractions allowed', () => {
    expect(
      loadConfig({ SHUTDOWN_DRAIN_SECONDS: '0.5', SHUTDOWN_TIMEOUT_SECONDS: '30' }),
    ).toMatchObject({ SHUTDOWN_DRAIN_SECONDS: 0.5, SHUTDOWN_TIMEOUT_SECONDS: 30 });
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '0' }).SHUTDOWN_DRAIN_SECONDS).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: 'soon' })).toThrow(
      /SHUTDOWN_TIMEOUT_SECONDS must be a number of seconds/,
    );
  });

  it('serves metrics only where METRICS_PORT says, and off loopback only with a token', () => {
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '127.0.0.1',
      METRICS_TOKEN: '',
    });
    const token = 'b'.repeat(32);
    expect(
      loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5', METRICS_TOKEN: token }),
    ).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '10.0.0.5', METRICS_TOKEN: token });
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(
      /set METRICS_TOKEN too/,
    );
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(
      /at least 16 characters/,
    );
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT must be a port/);
  });

  it('reads the contact rate limit and rejects nonsense', () => {
    expect(loadConfig({ CONTACT_REQUESTS_PER_MINUTE: '250' }).CONTACT_REQUESTS_PER_MINUTE).toBe(
      250,
    );
    expect(() => loadConfig({ CONTACT_REQUESTS_PER_MINUTE: '0' })).toThrow(/at least 1/);
    expect(() => loadConfig({ CONTACT_REQUESTS_PER_MINUTE: 'lots' })).toThrow(/whole number/);
    expect(loadConfig({ NEWSLETTER_SIGNUPS_PER_MINUTE: '3' }).NEWSLETTER_SIGNUPS_PER_MINUTE).toBe(
      3,
    );
    expect(() => loadConfig({ NEWSLETTER_SIGNUPS_PER_MINUTE: '-1' })).toThrow(
      /NEWSLETTER_SIGNUPS_PER_MINUTE/,
    );
  });

  it('keeps the forms in PostgreSQL with DATABASE_URL, and refuses another kind of address', () => {
    const url = 'postgres://site:secret@db.example.com.au:5432/harbourline';
    expect(loadConfig({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/h' }).DATABASE_URL).toBe(
      'postgresql://db/h',
    );
    expect(() => loadConfig({ DATABASE_URL: 'sqlite:///data/x.sqlite' })).toThrow(
      /DATABASE_URL must be a PostgreSQL address .*leave it unset to keep the forms in the SQLite file at DB_PATH/,
    );
  });

  it('reads the switches for migrating at start and serving the forms alone', () => {
    expect(loadConfig({ MIGRATE_ON_START: 'true', FORMS_ONLY: '1' })).toMatchObject({
      MIGRATE_ON_START: true,
      FORMS_ONLY: true,
    });
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).MIGRATE_ON_START).toBe(false);
    expect(() => loadConfig({ MIGRATE_ON_START: 'yes please' })).toThrow(
      'MIGRATE_ON_START must be true or false; got "yes please".',
    );
    expect(loadConfig({ CORS_ORIGINS: 'https://www.example.com.au' }).CORS_ORIGINS).toEqual([
      'https://www.example.com.au',
    ]);
  });

  it('reads trusted proxies as a hop count or a list of addresses and networks', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.2, 192.168.10.0/24 ,fd00::/8' }).TRUST_PROXY).toEqual(
      ['10.0.0.2', '192.168.10.0/24', 'fd00::/8'],
    );
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
    const limits = {
      REQUEST_TIMEOUT_MS: 20_000,
      HEADERS_TIMEOUT_MS: 15_000,
      CONNECTION_TIMEOUT_MS: 40_000,
      KEEP_ALIVE_TIMEOUT_MS: 65_000,
      MAX_CONNECTIONS: 200,
      MAX_CONNECTIONS_PER_ADDRESS: 20,
      CONTACT_BODY_LIMIT_BYTES: 8192,
    };
    expect(loadConfig(envOf(limits))).toMatchObject(limits);
    expect(loadConfig({})).toMatchObject(DEFAULT_SERVER_LIMITS);
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS .*at least 1/);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '9000' })).toThrow(
      /HEADERS_TIMEOUT_MS \(9000\) must not exceed REQUEST_TIMEOUT_MS \(8000\)/,
    );
  });

  it('reads the environment, relative paths from the project folder', () => {
    const given = { PORT: 8099, HOST: '0.0.0.0', DIST_DIR: '/srv/harbourline/dist' };
    expect(
      loadConfig({
        ...envOf(given),
        DB_PATH: 'var/site.sqlite',
        API_INTERNAL_URL: 'http://10.0.0.5:9000/api/',
      }),
    ).toMatchObject({
      ...given,
      DB_PATH: path.join(PROJECT_ROOT, 'var', 'site.sqlite'),
      API_INTERNAL_URL: 'http://10.0.0.5:9000/api',
    });
  });

  it.each(['ftp://files.example/api', 'not a url', 'http://x.example/api?key=1'])(
    'rejects API_INTERNAL_URL=%s, naming it',
    (value) => {
      expect(() => loadConfig({ API_INTERNAL_URL: value })).toThrow(/API_INTERNAL_URL/);
    },
  );

  it('reads the API-alone settings: port, public address and allowed site origins', () => {
    expect(loadApiConfig({ DB_PATH: ':memory:' })).toMatchObject({
      API_PORT: 8081,
      API_PUBLIC_URL: null,
      CORS_ORIGINS: ['http://localhost:8080'],
    });
    expect(
      loadApiConfig({
        DB_PATH: ':memory:',
        API_PORT: '9100',
        API_PUBLIC_URL: 'https://admin.example.com.au',
        CORS_ORIGINS: 'https://www.example.com.au, https://example.com.au',
      }),
    ).toMatchObject({
      API_PORT: 9100,
      API_PUBLIC_URL: 'https://admin.example.com.au',
      CORS_ORIGINS: ['https://www.example.com.au', 'https://example.com.au'],
    });
    expect(() => loadApiConfig({ CORS_ORIGINS: 'https://www.example.com.au/blog' })).toThrow(
      /CORS_ORIGINS/,
    );
  });

  it('accepts an in-memory database', () => {
    expect(loadConfig({ DB_PATH: ':memory:' }).DB_PATH).toBe(':memory:');
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

  it('keeps the SMTP address as given, and derives the sender from the recipients', () => {
    const settings = loadConfig(smtp);
    expect(settings).toMatchObject({
      SMTP_URL: smtp.SMTP_URL,
      CONTACT_NOTIFY_TO: ['leads@example.com.au'],
      CONTACT_WEBHOOK_URL: undefined,
    });
    expect(senderOf(settings)).toBe('Harbourline website <website@example.com.au>');
  });

  it('takes SMTP_USER and SMTP_PASSWORD, several recipients and a sender', () => {
    const settings = loadConfig({
      SMTP_URL: 'smtp://mail.example.com.au',
      SMTP_USER: 'apikey',
      SMTP_PASSWORD: 'secret',
      CONTACT_NOTIFY_TO: 'a@example.com.au, b@example.com.au',
      CONTACT_FROM: 'Website <noreply@example.com.au>',
      CONTACT_DELIVERY_GIVE_UP_HOURS: '48',
    });
    expect(settings).toMatchObject({
      SMTP_USER: 'apikey',
      SMTP_PASSWORD: 'secret',
      CONTACT_NOTIFY_TO: ['a@example.com.au', 'b@example.com.au'],
      CONTACT_DELIVERY_GIVE_UP_HOURS: 48,
    });
    expect(senderOf(settings)).toBe('Website <noreply@example.com.au>');
    expect(() =>
      loadConfig({ ...smtp, SMTP_URL: 'smtp://mail.example.com.au', SMTP_USER: 'apikey' }),
    ).toThrow(/without a password/);
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
      'a publish webhook secret anyone could guess',
      { PUBLISH_WEBHOOK_SECRET: 'publish' },
      /PUBLISH_WEBHOOK_SECRET must be at least 16 characters/,
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
    ['no staff e-mails at all', { STAFF_EMAILS_PER_PERIOD: '0' }, /STAFF_EMAILS_PER_PERIOD/],
    [
      'a period longer than a day',
      { STAFF_EMAIL_PERIOD_SECONDS: '90000' },
      /STAFF_EMAIL_PERIOD_SECONDS/,
    ],
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
      }),
    ).toMatchObject({
      CONTACT_WEBHOOK_URL: 'https://crm.example.com/hook',
      CONTACT_WEBHOOK_SECRET: 's'.repeat(32),
    });
  });
});

describe('image cache settings', () => {
  it('keeps the variants under IMAGE_CACHE_DIR, up to IMAGE_CACHE_MAX_MB', () => {
    expect(
      loadConfig({ IMAGE_CACHE_DIR: '/var/cache/site', IMAGE_CACHE_MAX_MB: '64' }),
    ).toMatchObject({ IMAGE_CACHE_DIR: '/var/cache/site', IMAGE_CACHE_MAX_MB: 64 });
  });

  it.each(['0', 'lots', '1.5'])('refuses IMAGE_CACHE_MAX_MB=%s, naming it', (value) => {
    expect(() => loadConfig({ IMAGE_CACHE_MAX_MB: value })).toThrow(
      `IMAGE_CACHE_MAX_MB must be a whole number of megabytes, at least 1; got "${value}".`,
    );
  });
});

describe('the blog list kept across restarts', () => {
  it('is kept beside the database unless BLOG_LIST_FILE places it; not at all for an in-memory one', () => {
    expect(loadConfig({ DB_PATH: '/srv/site/forms.sqlite' }).BLOG_LIST_FILE).toBe(
      '/srv/site/blog-list.json',
    );
    expect(loadConfig({ DB_PATH: ':memory:' }).BLOG_LIST_FILE).toBeNull();
    expect(
      loadConfig({ DB_PATH: ':memory:', BLOG_LIST_FILE: 'var/list.json' }).BLOG_LIST_FILE,
    ).toBe(path.join(PROJECT_ROOT, 'var', 'list.json'));
    expect(loadConfig({ STATE_DIRECTORY: '/var/lib/harbourline' }).BLOG_LIST_FILE).toBe(
      '/var/lib/harbourline/blog-list.json',
    );
  });
});

describe('under systemd (StateDirectory=, CacheDirectory=)', () => {
  const systemd = {
    STATE_DIRECTORY: '/var/lib/harbourline',
    CACHE_DIRECTORY: '/var/cache/harbourline',
  };

  it('keeps the database in the state directory and the image variants in the cache directory', () => {
    const inSystemd = {
      DB_PATH: '/var/lib/harbourline/harbourline.sqlite',
      IMAGE_CACHE_DIR: '/var/cache/harbourline/images',
    };
    expect(loadConfig(systemd)).toMatchObject(inSystemd);
    expect(loadApiConfig(systemd)).toMatchObject(inSystemd);
    expect(loadCliSettings(systemd).DB_PATH).toBe(inSystemd.DB_PATH);
  });

  it('takes the first directory when systemd names several', () => {
    expect(
      loadConfig({
        STATE_DIRECTORY: '/var/lib/harbourline:/var/lib/harbourline-archive',
        CACHE_DIRECTORY: '/var/cache/harbourline:/var/cache/other',
      }),
    ).toMatchObject({
      DB_PATH: '/var/lib/harbourline/harbourline.sqlite',
      IMAGE_CACHE_DIR: '/var/cache/harbourline/images',
    });
  });

  it('leaves settings given explicitly as they are, relative ones from the project folder', () => {
    expect(
      loadConfig({ ...systemd, DB_PATH: '/srv/forms.sqlite', IMAGE_CACHE_DIR: 'cache/images' }),
    ).toMatchObject({
      DB_PATH: '/srv/forms.sqlite',
      IMAGE_CACHE_DIR: path.join(PROJECT_ROOT, 'cache', 'images'),
    });
    expect(loadConfig({ ...systemd, DB_PATH: ':memory:' }).DB_PATH).toBe(':memory:');
    expect(loadCliSettings({ ...systemd, DB_PATH: 'var/site.sqlite' }).DB_PATH).toBe(
      path.join(PROJECT_ROOT, 'var', 'site.sqlite'),
    );
  });

  it('keeps the project’s defaults when a directory is named as blank, or only one is named', () => {
    expect(loadConfig({ STATE_DIRECTORY: ' ', CACHE_DIRECTORY: '' })).toMatchObject({
      DB_PATH: path.join(PROJECT_ROOT, 'data', 'harbourline.sqlite'),
      IMAGE_CACHE_DIR: path.join(PROJECT_ROOT, 'data', 'image-cache'),
    });
    expect(loadConfig({ STATE_DIRECTORY: '/var/lib/harbourline' })).toMatchObject({
      DB_PATH: '/var/lib/harbourline/harbourline.sqlite',
      IMAGE_CACHE_DIR: path.join(PROJECT_ROOT, 'data', 'image-cache'),
    });
  });
});

describe('the command line’s settings', () => {
  it('keeps leads 730 days (24 months) unless LEADS_RETENTION_DAYS says otherwise', () => {
    expect(loadCliSettings({})).toEqual({
      DB_PATH: path.join(PROJECT_ROOT, 'data', 'harbourline.sqlite'),
      DATABASE_URL: null,
      LEADS_RETENTION_DAYS: 730,
    });
    expect(loadCliSettings({ LEADS_RETENTION_DAYS: ' 365 ' }).LEADS_RETENTION_DAYS).toBe(365);
  });

  it.each(['0', '-30', '24 months', '1.5', '36501'])(
    'refuses LEADS_RETENTION_DAYS=%s, naming it',
    (value) => {
      expect(() => loadCliSettings({ LEADS_RETENTION_DAYS: value })).toThrow(
        `LEADS_RETENTION_DAYS must be a whole number of days from 1 to 36500, such as 730 (24 months); got "${value}".`,
      );
    },
  );

  it('refuses to run by hand in a release, where it would miss the service’s settings and database', () => {
    const release = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-release-'));
    try {
      expect(loadCliSettings({}, release).DATABASE_URL).toBeNull();
      fs.writeFileSync(
        path.join(release, RELEASE_SETTINGS_MARKER),
        '/etc/harbourline/harbourline.env\n',
      );
      expect(() => loadCliSettings({}, release)).toThrow(
        `${release} is a release of the live site: run this as \`harbourline-release leads -- …\` or \`harbourline-release migrate\`, which read the service's settings (/etc/harbourline/harbourline.env)`,
      );
      // With the settings file's values, as the release command runs it.
      const service = {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://harbourline@127.0.0.1/harbourline',
      };
      expect(loadCliSettings(service, release).DATABASE_URL).toBe(service.DATABASE_URL);
    } finally {
      fs.rmSync(release, { recursive: true, force: true });
    }
  });
});
