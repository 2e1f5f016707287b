import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A throw-away copy of this Debian machine: its root filesystem under a copy-on-write layer in
 * memory, its own process, mount and network namespaces, and its own systemd as process 1,
 * which starts Debian's stock services (nginx, PostgreSQL) as on a fresh server. Nothing it
 * writes reaches the machine; it vanishes when stopped. Needs root.
 */
export interface ThrowawayHost {
  /**
   * Runs a bash script as root inside, with a login's PATH; resolves with its exit status.
   * `network: 'machine'` runs it on the machine's network (to reach Debian's mirror) instead of
   * the host's own, which has loopback only.
   */
  run(
    script: string,
    options?: { timeoutMs?: number; network?: 'own' | 'machine' },
  ): Promise<Result>;
  /** Starts a long-running script inside (a server, a poller), its output piped. */
  start(script: string): ChildProcess;
  stop(): void;
}

export interface Result {
  status: number | null;
  output: string;
}

const PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/** Services a container has no use for, or that would touch the machine's devices. */
const MASKED = [
  'avahi-daemon.service',
  'avahi-daemon.socket',
  'systemd-udevd.service',
  'systemd-udevd-control.socket',
  'systemd-udevd-kernel.socket',
  'systemd-udev-trigger.service',
  'console-getty.service',
  'getty@tty1.service',
  'cron.service',
];

const bootScript = (mountPoint: string) => `set -e
mount -t tmpfs -o size=12g,mode=0755 throwaway ${mountPoint}
mkdir ${mountPoint}/upper ${mountPoint}/work ${mountPoint}/root
mount -t overlay throwaway -o lowerdir=/,upperdir=${mountPoint}/upper,workdir=${mountPoint}/work ${mountPoint}/root
R=${mountPoint}/root
mount -t proc proc $R/proc
mount --rbind /sys $R/sys
mount --rbind /dev $R/dev
mount -t tmpfs tmpfs $R/run
for unit in ${MASKED.join(' ')}; do ln -sf /dev/null $R/etc/systemd/system/$unit; done
echo throwaway > $R/etc/hostname
# Keep the machine's /tmp, where the project and the tests' files may be: no emptying at boot.
printf 'd /tmp 1777 root root -\nd /var/tmp 1777 root root -\n' > $R/etc/tmpfiles.d/tmp.conf
# pivot_root, not chroot: a chrooted process may not make user namespaces (PrivateUsers=).
mkdir -p $R/.old-root
cd $R
pivot_root . .old-root
umount -l /.old-root
rmdir /.old-root
exec /lib/systemd/systemd --system --log-target=console --log-level=warning
`;

/** The command line that enters the host's namespaces and root as its root user. */
const enter = (pid: number, script: string, network: 'own' | 'machine' = 'own'): string[] => [
  'nsenter',
  `--target=${pid}`,
  '--mount',
  '--pid',
  ...(network === 'own' ? ['--net'] : []),
  '--uts',
  '--root',
  '--wd',
  'env',
  '-i',
  `PATH=${PATH}`,
  'HOME=/root',
  'LANG=C.UTF-8',
  'USER=root',
  // The npm registry is out of reach from inside: npm installs from the machine's cache.
  'npm_config_offline=true',
  'bash',
  '-eo',
  'pipefail',
  '-c',
  script,
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function bootThrowawayHost(): Promise<ThrowawayHost> {
  if (process.getuid?.() !== 0) throw new Error('A throw-away host needs root.');
  const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'throwaway-host-'));
  const logFile = `${mountPoint}.log`;
  const log = fs.openSync(logFile, 'w');
  const unshare = spawn(
    'unshare',
    ['--pid', '--fork', '--mount', '--uts', '--net', '--propagation', 'private', 'bash', '-s'],
    { stdio: ['pipe', log, log], detached: true },
  );
  unshare.stdin?.end(bootScript(mountPoint));
  // unshare forks bash, which becomes chroot, then systemd: process 1 inside.
  let pid = 0;
  for (let tries = 0; tries < 100 && pid === 0; tries += 1) {
    await sleep(100);
    const child = spawnSync('pgrep', ['-P', String(unshare.pid)], { encoding: 'utf8' });
    pid = Number(child.stdout.trim().split('\n')[0] ?? 0);
  }
  if (pid === 0) {
    throw new Error(`The throw-away host did not start:\n${fs.readFileSync(logFile, 'utf8')}`);
  }

  const host: ThrowawayHost = {
    run: (script, { timeoutMs = 600_000, network = 'own' } = {}) =>
      new Promise((resolve) => {
        const [command = 'nsenter', ...args] = enter(pid, script, network);
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        child.on('close', (status) => {
          clearTimeout(timer);
          resolve({ status, output });
        });
      }),
    start: (script) => {
      const [command = 'nsenter', ...args] = enter(pid, script);
      return spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    },
    stop: () => {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
      unshare.kill('SIGKILL');
      fs.rmSync(mountPoint, { recursive: true, force: true });
      fs.rmSync(logFile, { force: true });
    },
  };
  // The system is up when systemd says so ("degraded" too: some stock unit may not suit a container).
  for (let tries = 0; tries < 120; tries += 1) {
    const { output } = await host.run('systemctl is-system-running || true', { timeoutMs: 5_000 });
    if (/^(running|degraded)$/m.test(output)) return host;
    await sleep(500);
  }
  const bootLog = fs.readFileSync(logFile, 'utf8').slice(-4000);
  host.stop();
  throw new Error(`The throw-away host did not finish booting within a minute:\n${bootLog}`);
}
