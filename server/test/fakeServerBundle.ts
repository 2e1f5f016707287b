import fs from 'node:fs';
import path from 'node:path';
import { buildRecordFile, buildRecordText } from '@contract/buildRecord.mjs';
import { readBuildSettings } from '../config/buildSettings';

/**
 * A stand-in for the server bundle that `npm run build` writes to `<dist>-server/`, for tests
 * that run the real server process without a build: it renders each post's title and hands
 * over a state made of the data alone, as the real bundle does.
 */
const ENTRY_SERVER = `
exports.renderedLocation = (pathname, search) => pathname + (search === '?' ? '' : search);
exports.render = async (url, data) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  const queries = {};
  if (data && data.post) {
    queries['getPost("' + data.post.slug + '")'] = { data: data.post.post };
    queries['getPostContext("' + data.post.slug + '")'] = { data: data.post.context };
  }
  if (data && data.list) queries['getBlogView'] = { data: data.list.view };
  const title = data && data.post ? data.post.post.title : 'Blog';
  return {
    html: '<main><h1>' + title.replace(/[<&]/g, '') + '</h1></main>',
    headTags: null,
    status: 200,
    route: pathname + search,
    chunks: [],
    styleChunks: [],
    pageState: { api: { queries } },
    fetchedAt: data ? data.fetchedAt : null,
  };
};
`;

/** Writes the stand-in bundle, its manifest and the build's settings beside `distDir`. */
export function writeFakeServerBundle(distDir: string, env: Record<string, string>) {
  const serverDir = `${distDir}-server`;
  fs.mkdirSync(serverDir, { recursive: true });
  fs.writeFileSync(path.join(serverDir, 'entry-server.js'), ENTRY_SERVER);
  fs.writeFileSync(path.join(serverDir, 'client-manifest.json'), JSON.stringify({ chunks: {} }));
  fs.writeFileSync(buildRecordFile(distDir), buildRecordText(readBuildSettings(env)));
  return serverDir;
}
