// Lighthouse (mobile defaults, simulated throttling) on one page, in a fresh Chromium each
// run as its CLI does, with the machine's load noted beside every figure.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export interface LighthouseRun {
  url: string;
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  totalBytes: number;
  /** What Lighthouse took as the largest paint. */
  lcpElement: string | null;
  loadAverage: number;
  error?: string;
}

const root = path.resolve(__dirname, '..', '..');

export async function lighthouseRun(url: string, ports: number[]): Promise<LighthouseRun> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'measure/benchContent/lighthouseRun.mjs', url, ports.join(',')],
    { cwd: root, maxBuffer: 1024 * 1024, timeout: 180_000 },
  );
  const last = stdout.trim().split('\n').at(-1) ?? '{}';
  const run = JSON.parse(last) as Partial<LighthouseRun>;
  return {
    url,
    performance: run.performance ?? Number.NaN,
    lcp: run.lcp ?? Number.NaN,
    tbt: run.tbt ?? Number.NaN,
    cls: run.cls ?? Number.NaN,
    fcp: run.fcp ?? Number.NaN,
    totalBytes: run.totalBytes ?? Number.NaN,
    lcpElement: run.lcpElement ?? null,
    loadAverage: run.loadAverage ?? 0,
    ...(run.error ? { error: run.error } : {}),
  };
}
