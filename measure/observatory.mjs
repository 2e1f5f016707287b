// The security-header gate.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { fileURLToPath } from 'node:url';
import {
  ensureObservatoryScanner,
  installedVersion,
  SCANNER_PACKAGE,
} from '../scripts/observatoryScanner/install.mjs';
import { NGINX_NODE_CONF, startNginx } from '../e2e/support/nginxNode.mjs';
import { accepts, answers, httpGet, stop, waitUntil } from '../e2e/support/processes.mjs';
import { makeSelfSignedCertificate } from '../e2e/support/selfSignedCertificate.mjs';
import { probeVisitorLimits, visitorLimits } from '../e2e/support/visitorLimits.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const port = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number, not "${process.env[name]}".`);
  }
  return value;
};
const ports = {
  httpsPort: port('OBSERVATORY_HTTPS_PORT', 5443),
  httpPort: port('OBSERVATORY_HTTP_PORT', 5480),
  nodePort: port('OBSERVATORY_NODE_PORT', 5481),
};
const SITE = `localhost:${ports.httpsPort}`;

/** What is graded, and the status each must answer with (so a typo cannot pass as a 404). */
const PAGES = [
  { path: '/', status: 200 },
  { path: '/about', status: 200 },
  { path: '/blog/office-cleaning-schedule-that-works', status: 200 },
  { path: '/api/posts', status: 200 },
  { path: '/no-such-page', status: 404 },
];

/** The production server as `npm run serve` starts it, told one proxy (nginx) is in front. */
const startNodeServer = () =>
  spawn(process.execPath, ['--max-old-space-size=256', '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    // Its start-up and shutdown lines would only interleave with the grades.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(ports.nodePort),
      DB_PATH: ':memory:',
      MIGRATE_ON_START: 'true',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'error',
      SHUTDOWN_DRAIN_SECONDS: '0',
    },
  });

/** Plain HTTP on the port-80 server block must send visitors to the same path over HTTPS. */
async function checkHttpRedirect() {
  const { status, headers } = await httpGet({
    host: '127.0.0.1',
    port: ports.httpPort,
    path: '/about?x=1',
    headers: { host: `localhost:${ports.httpPort}` },
  });
  const expected = `https://${SITE}/about?x=1`;
  if (status !== 301 || headers.location !== expected) {
    return [
      `http://localhost:${ports.httpPort}/about?x=1 answered ${status} ${headers.location ?? ''}, not 301 ${expected}`,
    ];
  }
  return [];
}

/** One address at the deploy file's limits gets 429; the others are served meanwhile. */
async function checkVisitorLimits(certificate) {
  const ca = readFileSync(certificate);
  const limits = visitorLimits(readFileSync(NGINX_NODE_CONF, 'utf8'));
  const probe = await probeVisitorLimits({
    limits,
    connectFrom: (address) =>
      tls.connect({
        host: '127.0.0.1',
        port: ports.httpsPort,
        servername: 'localhost',
        ca,
        localAddress: address,
      }),
    host: SITE,
    page: '/about',
    file: '/favicon.svg',
    hold: '/api/contact-requests',
  });
  const { overInProgress, besideHeld, burstRefused, burstServed, besideBurst } = probe;
  const sent = limits.burst * 2;
  const problems = [];
  if (overInProgress.status !== 429 || overInProgress.headers['retry-after'] !== '10') {
    problems.push(
      `One more request from an address with ${limits.inProgress} in progress answered ` +
        `${overInProgress.status} (Retry-After ${overInProgress.headers['retry-after']}), ` +
        'not 429 with Retry-After 10',
    );
  }
  if (burstRefused === 0) problems.push(`${sent} requests at once from one address: none refused`);
  if (burstServed < limits.burst) {
    problems.push(`${sent} requests at once: ${burstServed} served, fewer than the burst`);
  }
  for (const [when, answer] of [
    ['while one held its requests', besideHeld],
    ['after one burst', besideBurst],
  ]) {
    if (answer.status !== 200) problems.push(`Another address ${when} got ${answer.status}`);
  }
  console.info(
    `  Per-visitor limits: ${limits.inProgress} requests in progress, ${limits.burst} at once ` +
      `(${burstRefused} of ${sent} refused); another address got ${besideHeld.status}, ${besideBurst.status}`,
  );
  return problems;
}

function scanPages(certificate) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'measure', 'observatory', 'scanPages.mjs'),
      SCANNER_PACKAGE,
      ...PAGES.map((page) => `${SITE}${page.path}`),
    ],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate },
      timeout: 60_000,
    },
  );
  if (result.status !== 0) throw new Error('The scanner failed (see above).');
  return JSON.parse(result.stdout);
}

/** Prints each page's grade; returns what falls short of A+, with the tests behind it. */
function report(results) {
  const problems = [];
  console.info(
    `MDN HTTP Observatory ${installedVersion()}, https://${SITE} (nginx with TLS → Node):`,
  );
  results.forEach((page, index) => {
    const { path: pagePath, status: expectedStatus } = PAGES[index];
    console.info(
      `  ${page.grade.padEnd(2)} ${String(page.score).padStart(3)}  ${page.status}  ${pagePath}`,
    );
    if (page.status !== expectedStatus) {
      problems.push(`${pagePath}: answered ${page.status}, expected ${expectedStatus}`);
    }
    if (page.grade === 'A+') return;
    const lost = page.tests.filter((test) => !test.pass || test.scoreModifier < 0);
    problems.push(
      `${pagePath}: ${page.grade} (${page.score}), not A+`,
      ...lost.map(
        (test) =>
          `    ${test.name}: ${test.result} (${test.scoreModifier}; expected ${test.expectation})`,
      ),
    );
  });
  return problems;
}

/** Another server on one of the ports would be graded instead, or make nginx fail. */
async function checkPortsFree() {
  const names = {
    httpsPort: 'OBSERVATORY_HTTPS_PORT',
    httpPort: 'OBSERVATORY_HTTP_PORT',
    nodePort: 'OBSERVATORY_NODE_PORT',
  };
  for (const [key, name] of Object.entries(names)) {
    if (await accepts(ports[key])) {
      throw new Error(`Port ${ports[key]} is in use: stop what listens there or set ${name}.`);
    }
  }
}

async function main() {
  const started = Date.now();
  if (!ensureObservatoryScanner()) process.exit(1);
  await checkPortsFree();
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'harbourline-observatory-'));
  // When started as root, nginx's workers run as another user and need to enter it.
  chmodSync(prefix, 0o755);
  let node = null;
  let nginx = null;
  const cleanUp = async () => {
    await Promise.all([stop(nginx), stop(node)]);
    rmSync(prefix, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => cleanUp().finally(() => process.exit(1)));
  }
  try {
    const { certificate, key } = makeSelfSignedCertificate(prefix);
    node = startNodeServer();
    await waitUntil('The Node server', node, () =>
      answers({ host: '127.0.0.1', port: ports.nodePort, path: '/about' }, 200),
    );
    nginx = startNginx(prefix, { ...ports, certificate, key });
    await waitUntil('nginx', nginx, () => accepts(ports.httpsPort));

    const problems = [
      ...report(scanPages(certificate)),
      ...(await checkHttpRedirect()),
      ...(await checkVisitorLimits(certificate)),
    ];
    console.info(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
    if (problems.length > 0) {
      console.error(`\nThe Observatory check failed:\n${problems.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
