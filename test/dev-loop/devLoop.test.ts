import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Browser } from '@playwright/test';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from '../../scripts/chromium';
import { cloneOfThisCommit, editFile } from '../deploy/companyCopy';
import { freePort } from '../laravel-admin/workspace';

/**
 * `npm run dev` as a developer uses it, on a copy of this commit: the server's log is printed
 * for a person to read, and a component edited while a visitor's page is open is swapped in
 * place (React Fast Refresh), what was typed stays and the page does not reload.
 */

jest.setTimeout(300_000);

const FOOTER = 'src/features/footer/Footer.tsx';

let dir: string;
let dev: ChildProcess;
let browser: Browser;
let origin: string;
let output = '';

async function answers(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${output.slice(-3000)}`);
}

beforeAll(async () => {
  dir = cloneOfThisCommit('harbourline-dev-loop-', { withPackages: true });
  const [apiPort, devPort] = [await freePort(), await freePort()];
  origin = `http://127.0.0.1:${devPort}`;
  dev = spawn('npm', ['run', 'dev'], {
    cwd: dir,
    // As in a developer's shell: not Jest's NODE_ENV=test, which would compile the site for Node.
    env: { ...process.env, NODE_ENV: undefined, PORT: String(apiPort), DEV_PORT: String(devPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [dev.stdout, dev.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  }
  await answers(`${origin}/contact`, 240_000);
  browser = await chromium.launch({ executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  dev?.kill('SIGTERM');
  await new Promise((resolve) => (dev?.exitCode === null ? dev.on('exit', resolve) : resolve(0)));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it("prints the server's log as lines to read, not JSON", () => {
    expect(output).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: Server listening at http:\/\/127\.0\.0\.1:\d+$/m,
    );
    expect(output).toMatch(
      /^\[\d\d:\d\d:\d\d\] WARN: Contact requests and sign-ups are stored but NOT e-mailed/m,
    );
    expect(output).not.toMatch(/^\{"level"/m);
  });

  it('swaps an edited component into the open page, keeping what the visitor typed', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/contact`);
    const name = page.getByRole('textbox', { name: /name/i }).first();
    await name.fill('Dana from Northgate');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('heading', { name: 'Get in touch' }).waitFor();
    // A full reload would forget this.
    await page.evaluate('window.sameDocument = true');

    editFile(dir, FOOTER, (source) =>
      source.replace('>Get in touch</h2>', '>Get in touch today</h2>'),
    );
    await footer.getByRole('heading', { name: 'Get in touch today' }).waitFor({ timeout: 60_000 });
    expect(await page.evaluate('window.sameDocument')).toBe(true);
    await expect(name.inputValue()).resolves.toBe('Dana from Northgate');
  });
});
