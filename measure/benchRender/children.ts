// Child processes and temporary folders, always cleaned up.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { exited, stopChild } from '../../scripts/childProcess';

const root = path.resolve(__dirname, '..', '..');

const children = new Set<ChildProcess>();
/** Removed at clean-up, with everything in them. */
export const tempDirs = new Set<string>();
let cleanedUp = false;

/** The child's stdout and stderr, kept short, to show when it fails. */
const outputOf = new WeakMap<ChildProcess, { text: string }>();

interface StartOptions {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  command?: string;
}

export function startChild({
  name,
  args,
  env,
  command = process.execPath,
}: StartOptions): ChildProcess {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { text: '' };
  outputOf.set(child, output);
  const keep = (chunk: Buffer) => {
    output.text = (output.text + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.once('error', (error) => {
    output.text += `\n${name} could not start: ${error.message}`;
    children.delete(child);
  });
  return child;
}

export const tail = (child: ChildProcess, lines = 30): string =>
  (outputOf.get(child)?.text ?? '').trimEnd().split('\n').slice(-lines).join('\n');

/** The child environment without settings that would point it somewhere else. */
export const cleanEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'API_BASE_URL',
    'API_INTERNAL_URL',
    'SITE_URL',
    'CONTENT_MAX_AGE_SECONDS',
    'DIST_DIR',
    'PORT',
    'HOST',
    'LOG_LEVEL',
    'DB_PATH',
    'DATABASE_URL',
    'FORMS_URL',
    'FORMS_ONLY',
    'CORS_ORIGINS',
  ]) {
    delete env[name];
  }
  return { ...env, ...extra };
};

/** Synchronous, for the last moment ('exit'): nothing may be left behind. */
function cleanUpNow(): void {
  for (const child of children) if (!exited(child)) child.kill('SIGKILL');
  children.clear();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

export async function cleanUp(): Promise<void> {
  if (cleanedUp) return;
  cleanedUp = true;
  await Promise.all([...children].map(stopChild));
  cleanUpNow();
}

/** Once stopping has begun, children failing is expected rather than news. */
export const stopping = (): boolean => cleanedUp;

process.once('exit', cleanUpNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the benchmark.`);
    cleanUp().finally(() => process.exit(130));
  });
}
