import type { ChildProcess } from 'node:child_process';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnServer, stopChild } from '../../scripts/childProcess';
import { nginxMainConfig } from './nginxMainConfig.mjs';

/**
 * Several production server processes on one build behind real nginx, which sends each
 * request to the next of them in turn and says which one answered (`X-Upstream`).
 */
export interface RoundRobin {
  origin: string;
  stop(): Promise<void>;
}

const answers = async (url: string) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

const waitFor = async (url: string, what: string) => {
  const deadline = Date.now() + 30_000;
  while (!(await answers(url))) {
    if (Date.now() > deadline) throw new Error(`${what} did not start (${url})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

export async function startRoundRobin(options: {
  distDir: string;
  serverPorts: number[];
  nginxPort: number;
  env: Record<string, string>;
}): Promise<RoundRobin> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-round-robin-'));
  fs.chmodSync(dir, 0o755);
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map((child) => stopChild(child)));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const [index, port] of options.serverPorts.entries()) {
      children.push(
        spawnServer({
          port,
          dbPath: path.join(dir, `instance-${index}.sqlite`),
          distDir: options.distDir,
          env: { ...options.env, IMAGE_CACHE_DIR: path.join(dir, `images-${index}`) },
          stdio: 'ignore',
        }),
      );
      await waitFor(`http://127.0.0.1:${port}/about`, `Instance ${index + 1}`);
    }
    const servers = options.serverPorts.map((port) => `server 127.0.0.1:${port};`).join(' ');
    const block = `
    upstream harbourline_instances { ${servers} }
    server {
        listen 127.0.0.1:${options.nginxPort};
        location / {
            proxy_pass http://harbourline_instances;
            proxy_set_header Host $host;
            add_header X-Upstream $upstream_addr always;
        }
    }`;
    const config = path.join(dir, 'nginx.conf');
    fs.writeFileSync(config, nginxMainConfig(dir, block, 'e2e/support/roundRobin.ts'));
    const args = ['-p', `${dir}/`, '-c', config, '-e', 'stderr', '-g', 'daemon off;'];
    if (spawnSync('/usr/sbin/nginx', ['-t', '-q', ...args], { stdio: 'inherit' }).status !== 0) {
      throw new Error('nginx refused the round-robin configuration');
    }
    children.push(spawn('/usr/sbin/nginx', args, { stdio: 'ignore' }));
    const origin = `http://127.0.0.1:${options.nginxPort}`;
    await waitFor(`${origin}/about`, 'nginx');
    return { origin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
