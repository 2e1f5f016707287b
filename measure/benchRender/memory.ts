// The server's memory as the kernel accounts for it (Linux /proc).
import fs from 'node:fs';

/** Resident memory of a process in bytes, from the kernel's own accounting. */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string): number => {
    const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
    if (!match?.[1]) throw new Error(`/proc/${pid}/status has no ${name}`);
    return Number(match[1]) * 1024;
  };
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

export const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);
