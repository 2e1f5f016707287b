// Asks the site for its pages through nginx, ten a second (within nginx-node.conf's limit of 20
// per visitor), as visitors would during an upgrade, and on SIGTERM prints what it saw as one
// JSON line:
// {"requests": n, "failures": [{"path", "status" | "error"}], "demo": [paths that served sample posts]}
//
//   SITE_NAME=www.example.com.au PATHS=/,/blog SAMPLE_TITLES='["A sample title"]' node poller.mjs
import https from 'node:https';

const name = process.env.SITE_NAME ?? 'www.example.com.au';
const paths = (process.env.PATHS ?? '/').split(',');
const sampleTitles = JSON.parse(process.env.SAMPLE_TITLES ?? '[]');
const agent = new https.Agent({ keepAlive: true });

const seen = { requests: 0, failures: [], demo: [] };
let running = true;

const get = (path) =>
  new Promise((resolve) => {
    const request = https.get(
      {
        host: '127.0.0.1',
        servername: name,
        headers: { host: name },
        path,
        agent,
        rejectUnauthorized: false,
        timeout: 10_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body }));
        response.on('error', (error) => resolve({ error: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 10 s')));
    request.on('error', (error) => resolve({ error: error.message }));
  });

process.on('SIGTERM', () => {
  running = false;
});

for (let index = 0; running; index += 1) {
  const path = paths[index % paths.length];
  const { status, body = '', error } = await get(path);
  seen.requests += 1;
  if (error || status !== 200) seen.failures.push({ path, ...(error ? { error } : { status }) });
  if (sampleTitles.some((title) => body.includes(title))) seen.demo.push(path);
  await new Promise((resolve) => setTimeout(resolve, 100));
}
process.stdout.write(`${JSON.stringify(seen)}\n`);
agent.destroy();
