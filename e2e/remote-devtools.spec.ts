import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import socketClusterClient from 'socketcluster-client';
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

/**
 * Redux DevTools on any device: the official monitor (`@redux-devtools/cli`, as `npm run devtools`
 * starts it) receives a page's actions when it is opened with `?devtools=HOST:PORT`, sanitised as
 * the QA recorder's are; without the switch the page neither loads the code nor reaches the monitor.
 */
const PORT = 8491;
let monitor: ChildProcess;
let stopping = false;

interface Relayed {
  type?: string;
  action?: string;
  payload?: string;
}

/** A monitor's own connection, as the DevTools app makes it: everything the pages send it. */
async function watchMonitor() {
  const received: Relayed[] = [];
  const socket = socketClusterClient.create({
    hostname: '127.0.0.1',
    port: PORT,
    autoReconnect: false,
  });
  const channel = (await socket.invoke('login', 'monitor')) as string;
  void (async () => {
    for await (const data of socket.subscribe(channel)) received.push(data as Relayed);
  })();
  return { received, close: () => socket.disconnect() };
}

/** `npm run devtools`, as docs/qa.md has a developer start it, on a port of this test's. */
async function startMonitor(): Promise<ChildProcess> {
  const child = spawn('npm', ['run', 'devtools'], {
    env: { ...process.env, DEVTOOLS_HOST: '127.0.0.1', DEVTOOLS_PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: npm, its shell and the monitor stop together.
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  child.once('exit', (code) => {
    if (!stopping)
      console.error(`npm run devtools exited (${code}) before the tests ended:\n${output}`);
  });
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`npm run devtools exited:\n${output}`);
        return output;
      },
      { timeout: 150_000, message: 'npm run devtools prints the address to open' },
    )
    .toContain(`?devtools=127.0.0.1:${PORT}`);
  return child;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  monitor = await startMonitor();
});

test.afterAll(() => {
  stopping = true;
  if (monitor?.pid && monitor.exitCode === null) process.kill(-monitor.pid, 'SIGTERM');
});

/** The monitor's own page, connected as docs/qa.md says: Settings › Connection › local server. */
async function openMonitor(page: Page) {
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.getByText('Settings', { exact: true }).click();
  await page.getByText('Connection', { exact: true }).click();
  await page.getByLabel('use local (custom) server').check();
  await page.locator('#root_hostname').fill('127.0.0.1');
  await page.locator('#root_port').fill(String(PORT));
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.getByText('Actions', { exact: true }).click();
}

test('streams the page’s actions to the monitor it names, without what a visitor typed', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const monitorPage = await context.newPage();
  await openMonitor(monitorPage);
  const watching = await watchMonitor();
  try {
    // Opened after the monitor, as on a phone picked up once the monitor is running.
    await page.goto(`/contact?devtools=127.0.0.1:${PORT}`);
    await waitForApp(page);
    await page.getByLabel(/^Email/).fill('private.person@example.com.au');
    await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The monitor lists the page's actions, the move to the blog among them.
    await expect(monitorPage.getByText('navigation/routeChanged').first()).toBeVisible({
      timeout: 15_000,
    });
    // One action as it happens, or, when the monitor asked for the page's state after the
    // move (a fast page), within the whole history the page sends in answer.
    const movedToBlog = ({ type, action, payload }: Relayed) => {
      const sent = type === 'ACTION' ? String(action) : type === 'STATE' ? String(payload) : '';
      return sent.includes('navigation/routeChanged') && sent.includes('/blog');
    };
    await expect
      .poll(() => watching.received.some(movedToBlog), { message: 'the move to /blog relayed' })
      .toBe(true);
    expect(JSON.stringify(watching.received)).not.toContain('private.person@example.com.au');
  } finally {
    watching.close();
  }
});

test('without the switch, loads none of its code and asks nothing of the monitor', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('websocket', (socket) => requested.push(socket.url()));
  await page.goto('/contact');
  await waitForApp(page);
  await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.filter((url) => url.includes(`:${PORT}`))).toEqual([]);
  expect(requested.filter((url) => /devtools-remote/.test(url))).toEqual([]);
  // The code is in a chunk of its own, not in what every page loads.
  const assets = path.join(process.cwd(), 'dist', 'assets');
  const loaded = requested
    .filter((url) => url.includes('/assets/') && url.endsWith('.js'))
    .map((url) => readFileSync(path.join(assets, path.basename(new URL(url).pathname)), 'utf8'));
  expect(loaded.some((code) => code.includes('socketcluster'))).toBe(false);
  expect(readdirSync(assets).some((name) => name.startsWith('devtools-remote.'))).toBe(true);
});

test('refuses a monitor on the internet: a link cannot send a visitor’s state away', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('websocket', (socket) => requested.push(socket.url()));
  const response = await page.goto('/?devtools=203.0.113.9:8000');
  await waitForApp(page);
  expect(response?.headers()['content-security-policy']).not.toContain('203.0.113.9');
  expect(requested).toEqual([]);
});
