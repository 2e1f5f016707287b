import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPlacement, loopbackUrl } from '../apiPlacement';
import { demoFallbacks, readBuildSettings } from './buildSettings';
import { apiOriginOf, formsOriginOf, imageServiceOriginOf } from './buildSettings';
import { conflictsWithBuild, loadBuildSettings } from './buildSettings';
import {
  asRecorded,
  buildRecordFile,
  buildRecordText,
  changedSetting,
  readBuildRecord,
  RECORDED_SETTINGS,
} from '@contract/buildRecord.mjs';

describe('build settings', () => {
  it('defaults to the demo: the bundled API at /api, refreshed after a minute', () => {
    expect(readBuildSettings({})).toEqual({
      API_BASE_URL: '/api',
      SITE_URL: 'http://localhost:8080',
      CONTENT_MAX_AGE_SECONDS: 60,
      FORMS_URL: '',
      IMAGE_SERVICE_URL: null,
    });
  });

  it('refuses the demo’s defaults in a production build, naming what to set', () => {
    expect(demoFallbacks({})).toBeNull();
    expect(
      demoFallbacks({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com.au' }),
    ).toMatch(
      /^API_BASE_URL is not set, and NODE_ENV is production: the build would call the demo's bundled API/,
    );
    expect(demoFallbacks({ NODE_ENV: 'production', API_BASE_URL: ' ' })).toMatch(
      /^API_BASE_URL and SITE_URL are not set.*\/etc\/harbourline\/harbourline\.env/,
    );
    const named = {
      API_BASE_URL: 'https://admin.example.com.au/api',
      SITE_URL: 'https://www.example.com.au',
    };
    expect(demoFallbacks({ NODE_ENV: 'production', ...named })).toBeNull();
  });

  it('takes the admin host’s address and the site’s origin, without trailing slashes', () => {
    const settings = readBuildSettings({
      API_BASE_URL: 'https://admin.example.com.au/api/',
      SITE_URL: 'https://www.example.com.au/',
      CONTENT_MAX_AGE_SECONDS: '30',
    });
    expect(settings).toEqual({
      API_BASE_URL: 'https://admin.example.com.au/api',
      SITE_URL: 'https://www.example.com.au',
      CONTENT_MAX_AGE_SECONDS: 30,
      FORMS_URL: '',
      IMAGE_SERVICE_URL: null,
    });
    expect(apiOriginOf(settings.API_BASE_URL)).toBe('https://admin.example.com.au');
    expect(apiOriginOf('/api')).toBeNull();
  });

  it.each([
    ['API_BASE_URL', 'ftp://files.example/api'],
    ['API_BASE_URL', 'admin.example.com.au/api'],
    ['API_BASE_URL', '//admin.example.com.au/api'],
    ['API_BASE_URL', 'https://admin.example.com.au/api?key=1'],
    ['SITE_URL', 'www.example.com.au'],
    ['SITE_URL', 'https://www.example.com.au/site'],
    ['CONTENT_MAX_AGE_SECONDS', '0'],
    ['CONTENT_MAX_AGE_SECONDS', 'soon'],
    ['FORMS_URL', 'forms.example.com.au'],
    ['FORMS_URL', 'mailto:office@example.com.au'],
    ['FORMS_URL', '//forms.example.com.au'],
    ['FORMS_URL', '/forms'],
    ['FORMS_URL', 'https://forms.example.com.au/?token=1'],
  ])('refuses %s=%s with a message that names it', (name, value) => {
    expect(() => readBuildSettings({ [name]: value })).toThrow(name);
  });

  it.each([
    ['API_BASE_URL', 'http://admin.example.com.au/api'],
    ['FORMS_URL', 'http://forms.example.com.au'],
    ['IMAGE_SERVICE_URL', 'http://img.example.com.au/?url={url}&w={width}'],
  ])('refuses a plain %s for an https site: browsers block it (mixed content)', (name, value) => {
    const https = { SITE_URL: 'https://www.example.com.au', [name]: value };
    expect(() => readBuildSettings(https)).toThrow(
      `${name} must be an https: address when SITE_URL is one; got "${value}". Browsers block`,
    );
    expect(() => readBuildSettings({ ...https, SITE_URL: 'http://localhost:8080' })).not.toThrow();
    const secure = value.replace('http:', 'https:');
    expect(() => readBuildSettings({ ...https, [name]: secure })).not.toThrow();
    // Browsers treat this machine's own addresses as secure: no mixed content there.
    const local = value.replace(/\/\/[^/?]+/, '//127.0.0.1:5900');
    expect(() => readBuildSettings({ ...https, [name]: local })).not.toThrow();
  });

  it('lets an https site call paths on itself and https hosts', () => {
    expect(
      readBuildSettings({
        SITE_URL: 'https://www.example.com.au',
        API_BASE_URL: '/api',
        IMAGE_SERVICE_URL: '/img?url={url}&w={width}',
      }),
    ).toMatchObject({ API_BASE_URL: '/api', FORMS_URL: '' });
    expect(
      readBuildSettings({ SITE_URL: 'https://www.example.com.au', FORMS_URL: 'none' }).FORMS_URL,
    ).toBeNull();
  });

  it('sends the forms to this site’s server, to another instance at FORMS_URL, or nowhere', () => {
    expect(readBuildSettings({}).FORMS_URL).toBe('');
    const elsewhere = readBuildSettings({ FORMS_URL: ' https://forms.example.com.au/ ' });
    expect(elsewhere.FORMS_URL).toBe('https://forms.example.com.au');
    expect(formsOriginOf(elsewhere.FORMS_URL)).toBe('https://forms.example.com.au');
    expect(readBuildSettings({ FORMS_URL: 'none' }).FORMS_URL).toBeNull();
    expect(formsOriginOf('')).toBeNull();
    expect(formsOriginOf(null)).toBeNull();
  });

  it('explains a bad FORMS_URL with an example of a good one, and the old setting’s successor', () => {
    expect(() => readBuildSettings({ FORMS_URL: 'forms.example.com.au' })).toThrow(
      "FORMS_URL must be the address of the server that takes the site's forms, such as https://forms.example.com.au",
    );
    expect(() =>
      readBuildSettings({ CONTACT_ENDPOINT: 'https://forms.example.com.au/contact' }),
    ).toThrow(/CONTACT_ENDPOINT must be left unset: it is no longer read.*FORMS_URL/);
  });

  it('keeps the forms server in the build record and refuses a server started with another', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-settings-'));
    const distDir = path.join(dir, 'dist');
    try {
      fs.mkdirSync(`${distDir}-server`);
      const built = readBuildSettings({ FORMS_URL: 'https://forms.example.com.au' });
      fs.writeFileSync(buildRecordFile(distDir), JSON.stringify(built));
      expect(loadBuildSettings(distDir)).toEqual(built);
      expect(conflictsWithBuild(built, {})).toEqual([]);
      expect(conflictsWithBuild(built, { FORMS_URL: 'none' })).toEqual([
        'FORMS_URL is "none" but the build was made with "https://forms.example.com.au"',
      ]);
      const without = readBuildSettings({ FORMS_URL: 'none' });
      fs.writeFileSync(buildRecordFile(distDir), JSON.stringify(without));
      expect(loadBuildSettings(distDir)?.FORMS_URL).toBeNull();

      // A record written before the setting existed: its build sent the forms to this site.
      const { FORMS_URL: _absent, ...older } = built;
      fs.writeFileSync(buildRecordFile(distDir), JSON.stringify(older));
      expect(loadBuildSettings(distDir)?.FORMS_URL).toBe('');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('records each setting under the name and in the form npm start compares it in', () => {
    const given = {
      API_BASE_URL: ' https://admin.example.com.au/api/ ',
      SITE_URL: 'https://www.example.com.au/',
      CONTENT_MAX_AGE_SECONDS: '0300',
      FORMS_URL: 'None',
      IMAGE_SERVICE_URL: '/img/{width}/{url}/',
    };
    const built = readBuildSettings(given);
    const names = Object.keys(RECORDED_SETTINGS) as (keyof typeof RECORDED_SETTINGS)[];
    expect(names).toEqual(Object.keys(built).filter((name) => name !== 'CONTACT_ENDPOINT'));
    for (const name of names) {
      expect(asRecorded(name, given[name])).toBe(String(built[name] ?? 'none'));
    }
    expect(readBuildSettings({})).toMatchObject(RECORDED_SETTINGS);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-settings-'));
    const distDir = path.join(dir, 'dist');
    try {
      fs.mkdirSync(`${distDir}-server`);
      fs.writeFileSync(buildRecordFile(distDir), buildRecordText(built));
      const record = readBuildRecord(distDir);
      expect(record && readBuildSettings(record)).toEqual(built);
      expect(record && changedSetting(record, given)).toBeUndefined();
      expect(record && changedSetting(record, { FORMS_URL: 'NONE', SITE_URL: '' })).toBeUndefined();
      expect(record && changedSetting(record, { CONTENT_MAX_AGE_SECONDS: '60' })).toBe(
        'CONTENT_MAX_AGE_SECONDS',
      );
      // A record from before a setting existed: the build had its default.
      fs.writeFileSync(buildRecordFile(distDir), JSON.stringify({ API_BASE_URL: '/api' }));
      const older = readBuildRecord(distDir);
      expect(older && changedSetting(older, { CONTENT_MAX_AGE_SECONDS: '60', FORMS_URL: '' })).toBe(
        undefined,
      );
      expect(older && changedSetting(older, { IMAGE_SERVICE_URL: '/img/{width}/{url}' })).toBe(
        'IMAGE_SERVICE_URL',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes an image service as a URL template naming {url} and {width}', () => {
    const template = 'https://images.example.com.au/resize?src={url}&w={width}';
    const settings = readBuildSettings({ IMAGE_SERVICE_URL: template });
    expect(settings.IMAGE_SERVICE_URL).toBe(template);
    expect(imageServiceOriginOf(settings.IMAGE_SERVICE_URL)).toBe('https://images.example.com.au');
    expect(
      readBuildSettings({ IMAGE_SERVICE_URL: '/.netlify/images?url={url}&w={width}' })
        .IMAGE_SERVICE_URL,
    ).toBe('/.netlify/images?url={url}&w={width}');
    expect(imageServiceOriginOf('/.netlify/images?url={url}&w={width}')).toBeNull();
    for (const wrong of [
      'https://images.example.com.au/{url}',
      'ftp://x/{url}/{width}',
      'img?u={url}&w={width}',
    ]) {
      expect(() => readBuildSettings({ IMAGE_SERVICE_URL: wrong })).toThrow(/IMAGE_SERVICE_URL/);
    }
  });

  it('is read back from the record beside the server bundle, and a server with other settings is refused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-settings-'));
    const distDir = path.join(dir, 'dist');
    try {
      expect(loadBuildSettings(distDir)).toBeNull();
      fs.mkdirSync(`${distDir}-server`);
      const built = readBuildSettings({ API_BASE_URL: 'https://admin.example.com.au/api' });
      fs.writeFileSync(buildRecordFile(distDir), JSON.stringify(built));
      expect(loadBuildSettings(distDir)).toEqual(built);

      expect(conflictsWithBuild(built, {})).toEqual([]);
      expect(
        conflictsWithBuild(built, { API_BASE_URL: 'https://admin.example.com.au/api/' }),
      ).toEqual([]);
      expect(conflictsWithBuild(built, { API_BASE_URL: 'https://other.example/api' })).toEqual([
        'API_BASE_URL is "https://other.example/api" but the build was made with "https://admin.example.com.au/api"',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('where the server finds the API', () => {
  const settings = (apiBaseUrl: string) => readBuildSettings({ API_BASE_URL: apiBaseUrl });

  it('serves the bundled API for /api and reads the admin host at its address otherwise', () => {
    expect(apiPlacement(settings('/api'), null)).toEqual({ kind: 'bundled' });
    expect(apiPlacement(settings('https://admin.example.com.au/api'), null)).toEqual({
      kind: 'remote',
      internalUrl: 'https://admin.example.com.au/api',
    });
    expect(
      apiPlacement(settings('https://admin.example.com.au/api'), 'http://10.0.0.5/api'),
    ).toEqual({
      kind: 'remote',
      internalUrl: 'http://10.0.0.5/api',
    });
  });

  it('refuses a relative base that no API answers, naming the setting', () => {
    expect(() => apiPlacement(settings('/backend'), null)).toThrow(/API_BASE_URL.*\/backend/);
    expect(apiPlacement(settings('/backend'), 'http://10.0.0.5/api').kind).toBe('remote');
  });

  it('reaches a server listening on every interface through loopback', () => {
    expect(loopbackUrl('0.0.0.0', 8080, '/api')).toBe('http://127.0.0.1:8080/api');
    expect(loopbackUrl('::1', 8080, '/api')).toBe('http://[::1]:8080/api');
  });
});
