import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSchema, demoFallbacks, readBuildSettings } from '../server/config/buildSettings';
import {
  cliSchema,
  loadCliSettings,
  loadConfig,
  serverSchema,
} from '../server/config/serverConfig';

/**
 * The systemd units in deploy/ as systemd reads them: `systemd-analyze verify` must have
 * nothing to say about them (it exits 0 even after warnings such as an unknown key, so its
 * output is read), and the services' sandboxing must rate well in `systemd-analyze security`.
 */
const DEPLOY = path.resolve(__dirname, '..', 'deploy');
const UNIT = path.join(DEPLOY, 'harbourline@.service');
const PURGE = path.join(DEPLOY, 'harbourline-leads-purge.service');
const PURGE_TIMER = path.join(DEPLOY, 'harbourline-leads-purge.timer');
const ENV_EXAMPLE = path.join(DEPLOY, 'harbourline.env.example');
/** An npm script's command as systemd should run it: node itself, without npm's `exec`. */
const npmScript = (name: string): string => {
  const pkg = JSON.parse(fs.readFileSync(path.resolve(DEPLOY, '..', 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return (pkg.scripts[name] ?? '').replace(/^exec /, '');
};

/** A unit's settings, `Key=value` lines by key (a key may repeat). */
const settings = (file: string): Map<string, string[]> => {
  const found = new Map<string, string[]>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match?.[1] !== undefined)
      found.set(match[1], [...(found.get(match[1]) ?? []), match[2] ?? '']);
  }
  return found;
};

/** The units to check, the template as one of its instances (systemd verifies those). */
function unitsToCheck(units: string[]): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-unit-'));
  return units.map((unit) => {
    const copy = path.join(dir, path.basename(unit).replace('@.', '@8081.'));
    fs.copyFileSync(unit, copy);
    return copy;
  });
}

const analyze = (args: string[]) =>
  spawnSync('systemd-analyze', args, { encoding: 'utf8', timeout: 30_000 });

describe('the systemd units', () => {
  it('pass systemd-analyze verify without a word', () => {
    const result = analyze(['verify', ...unitsToCheck([UNIT, PURGE, PURGE_TIMER])]);
    expect(result.error).toBeUndefined();
    expect({ status: result.status, output: `${result.stdout}${result.stderr}`.trim() }).toEqual({
      status: 0,
      output: '',
    });
  });

  it.each([UNIT, PURGE].map((unit) => [path.basename(unit), unit]))(
    '%s is sandboxed well by systemd’s own measure',
    (_name, unit) => {
      const [checked = ''] = unitsToCheck([unit]);
      const result = analyze(['security', '--offline=true', '--no-pager', checked]);
      const exposure = /Overall exposure level for \S+: ([\d.]+)/.exec(result.stdout)?.[1];
      expect(exposure).toBeDefined();
      // 0 is fully locked down, 10 unprotected; 2 and under is systemd's "OK" band at its best.
      expect(Number(exposure)).toBeLessThanOrEqual(2);
    },
  );

  it('harbourline@.service runs the compiled server with node itself, unprivileged, on its instance’s port, restarted on failure, stopped after the drain', () => {
    const unit = settings(UNIT);
    expect(unit.get('ExecStart')).toEqual([npmScript('serve')]);
    expect(npmScript('serve')).toMatch(/^node .*dist-server\/\S+\.js$/);
    expect(unit.get('Environment')).toEqual(['PORT=%i']);
    expect(unit.get('WorkingDirectory')).toEqual(['/srv/harbourline/current']);
    expect(unit.get('StateDirectory')).toEqual(['harbourline']);
    expect(unit.get('CacheDirectory')).toEqual(['harbourline/%i']);
    expect(unit.get('User')).toEqual(['harbourline']);
    expect(unit.get('Restart')).toEqual(['on-failure']);
    expect(unit.get('EnvironmentFile')).toEqual(['/etc/harbourline/harbourline.env']);
    expect(unit.get('NoNewPrivileges')).toEqual(['yes']);
    expect(unit.get('ProtectSystem')).toEqual(['strict']);
    const stopSeconds = Number(/^(\d+)s$/.exec(unit.get('TimeoutStopSec')?.[0] ?? '')?.[1]);
    const config = loadConfig({ DB_PATH: ':memory:' });
    expect(stopSeconds).toBeGreaterThan(
      config.SHUTDOWN_DRAIN_SECONDS + config.SHUTDOWN_TIMEOUT_SECONDS,
    );
  });

  it('purge old leads daily, as the service’s user with its settings and state directory', () => {
    const service = settings(UNIT);
    const purge = settings(PURGE);
    expect(purge.get('ExecStart')).toEqual([`${npmScript('leads')} purge`]);
    expect(purge.get('Type')).toEqual(['oneshot']);
    for (const key of ['User', 'Group', 'WorkingDirectory', 'EnvironmentFile', 'StateDirectory']) {
      expect(purge.get(key)).toEqual(service.get(key));
    }
    const timer = settings(PURGE_TIMER);
    // A timer starts the service of its own name unless it says Unit=.
    expect(path.basename(PURGE_TIMER, '.timer')).toBe(path.basename(PURGE, '.service'));
    expect(timer.get('Unit')).toBeUndefined();
    expect(timer.get('OnCalendar')).toEqual(['daily']);
    expect(timer.get('Persistent')).toEqual(['yes']);
    expect(timer.get('WantedBy')).toEqual(['timers.target']);
  });
});

describe('deploy/harbourline.env.example', () => {
  const lines = fs
    .readFileSync(ENV_EXAMPLE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const entries = lines.map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line));
  const env = Object.fromEntries(entries.map((entry) => [entry?.[1], entry?.[2]]));

  it('has NAME=value lines only, with no comment after a value (systemd would keep it)', () => {
    expect(entries.every((entry) => entry !== null)).toBe(true);
    for (const value of Object.values(env)) expect(value).not.toMatch(/\s#|\s$/);
  });

  it('names only settings, which the server, the build and the leads command accept', () => {
    const known = new Set([
      ...Object.keys(serverSchema.pipe[0].entries),
      ...Object.keys(cliSchema.entries),
      ...Object.keys(buildSchema.pipe[0].entries),
      // Not a setting of ours: what Node libraries read.
      'NODE_ENV',
    ]);
    expect(Object.keys(env).filter((name) => !known.has(name))).toEqual([]);
    expect(() => loadConfig(env)).not.toThrow();
    expect(loadCliSettings(env).LEADS_RETENTION_DAYS).toBe(730);
  });

  it('names every setting the server checks against its build, and no port (each instance has its own)', () => {
    for (const name of ['API_BASE_URL', 'SITE_URL']) expect(env[name]).toMatch(/^https:\/\//);
    expect(readBuildSettings(env).API_BASE_URL).toBe(env.API_BASE_URL);
    expect(demoFallbacks(env)).toBeNull();
    expect(env.NODE_ENV).toBe('production');
    expect(env.PORT).toBeUndefined();
    expect(env.METRICS_PORT).toBeUndefined();
  });
});
