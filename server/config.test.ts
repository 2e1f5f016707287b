import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, PROJECT_ROOT } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dbPath: path.join(PROJECT_ROOT, 'data', 'harbourline.sqlite'),
      distDir: path.join(PROJECT_ROOT, 'dist'),
      siteUrl: 'http://localhost:8080',
      logLevel: 'warn',
      trustProxy: false,
      contactRequestsPerMinute: 10,
    });
    expect(fs.existsSync(path.join(PROJECT_ROOT, 'data'))).toBe(true);
  });

  it('reads the contact rate limit and rejects nonsense', () => {
    expect(loadConfig({ CONTACT_REQUESTS_PER_MINUTE: '250' }).contactRequestsPerMinute).toBe(250);
    expect(() => loadConfig({ CONTACT_REQUESTS_PER_MINUTE: '0' })).toThrow(/at least 1/);
    expect(() => loadConfig({ CONTACT_REQUESTS_PER_MINUTE: 'lots' })).toThrow(/whole number/);
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
        SITE_URL: 'https://www.harbourline.example/',
      });
      expect(config).toMatchObject({
        port: 8099,
        host: '0.0.0.0',
        dbPath,
        distDir: dir,
        siteUrl: 'https://www.harbourline.example',
      });
      expect(fs.existsSync(path.dirname(dbPath))).toBe(true);
      expect(loadConfig({ PORT: '8099' }).siteUrl).toBe('http://localhost:8099');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('accepts an in-memory database', () => {
    expect(loadConfig({ DB_PATH: ':memory:' }).dbPath).toBe(':memory:');
  });

  it.each(['http', '-1', '70000', '80.5'])('rejects PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/PORT/);
  });
});
