import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config/serverConfig';

/**
 * deploy/harbourline.service as systemd reads it: `systemd-analyze verify` must have
 * nothing to say about it (it exits 0 even after warnings such as an unknown key, so its
 * output is read), and its sandboxing must rate well in `systemd-analyze security`.
 */
const UNIT = path.resolve(__dirname, '..', 'deploy', 'harbourline.service');
const text = fs.readFileSync(UNIT, 'utf8');
const NODE = '/usr/bin/node';

/** The unit's settings, `Key=value` lines by key (a key may repeat). */
const settings = (): Map<string, string[]> => {
  const found = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match?.[1] !== undefined)
      found.set(match[1], [...(found.get(match[1]) ?? []), match[2] ?? '']);
  }
  return found;
};

/** The unit to check: as written, or with this machine's node where Debian's is missing. */
function unitOnThisMachine(): string {
  if (fs.existsSync(NODE)) return UNIT;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-unit-'));
  const copy = path.join(dir, 'harbourline.service');
  fs.writeFileSync(copy, text.replace(`ExecStart=${NODE} `, `ExecStart=${process.execPath} `));
  return copy;
}

const analyze = (args: string[]) =>
  spawnSync('systemd-analyze', args, { encoding: 'utf8', timeout: 30_000 });

describe('the systemd unit', () => {
  it('passes systemd-analyze verify without a word', () => {
    const result = analyze(['verify', unitOnThisMachine()]);
    expect(result.error).toBeUndefined();
    expect({ status: result.status, output: `${result.stdout}${result.stderr}`.trim() }).toEqual({
      status: 0,
      output: '',
    });
  });

  it('is sandboxed well by systemd’s own measure', () => {
    const result = analyze(['security', '--offline=true', '--no-pager', unitOnThisMachine()]);
    const exposure = /Overall exposure level for \S+: ([\d.]+)/.exec(result.stdout)?.[1];
    expect(exposure).toBeDefined();
    // 0 is fully locked down, 10 unprotected; 2 and under is systemd's "OK" band at its best.
    expect(Number(exposure)).toBeLessThanOrEqual(2);
  });

  it('runs node itself, unprivileged, restarted on failure, stopped after the drain', () => {
    const unit = settings();
    expect(unit.get('ExecStart')?.[0]).toMatch(/^\/usr\/bin\/node .*server\/main\.ts$/);
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
});
