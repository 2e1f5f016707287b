// A plain static host for a prebuilt site.
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/** Our server's cache policy (server/pages/staticFiles.ts); Astro puts its hashed files in _astro/. */
const cacheControlFor = (file) => {
  if (file.split(path.sep)[0] === '_astro') return 'public, max-age=31536000, immutable';
  return file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600';
};

/** Compressed and cached like our production server, so a comparison measures the sites. */
export async function buildStaticServer(dir) {
  const app = Fastify();
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyStatic, {
    root: dir,
    // `/about` gets about/index.html at once, as static hosts answer it.
    index: ['index.html'],
    redirect: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(path.relative(dir, filePath)));
    },
  });
  return app;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? '.');
  const app = await buildStaticServer(dir);
  const close = () => app.close().finally(() => process.exit(0));
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  const address = await app.listen({
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST ?? '127.0.0.1',
  });
  console.info(`Serving ${dir} on ${address}`);
}
