// Pages an earlier build rendered, kept between builds and reused while the code that renders
// them and the data they show are the same: a build after one post changed renders that post's
// page and the pages that show it (its neighbours, the list pages it is on), not every page.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RenderData } from '@/entry-server';
import type { Build } from '../server/blog/blogPages';
import { pageHtml } from '../server/blog/blogPages';
import { redatedPage } from '../server/pages/htmlTemplate';
import type { PageStateFile } from '../server/pageState';
import { pageStateFile } from '../server/pageState';

export interface RenderedPage {
  html: string;
  state: PageStateFile;
}

interface Kept extends RenderedPage {
  fetchedAt: number;
}

/** What decides every page's markup besides its data: the server bundle, the assets, the shell. */
function codeKey(distDir: string): string {
  const hash = createHash('sha256');
  for (const file of [
    path.join(`${distDir}-server`, 'entry-server.js'),
    path.join(`${distDir}-server`, 'client-manifest.json'),
    path.join(distDir, 'shell.html'),
  ]) {
    hash.update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export function renderedPages(
  cacheDir: string,
  distDir: string,
  build: Build,
  extras: { builtImagesList: string | null },
) {
  fs.mkdirSync(cacheDir, { recursive: true });
  const code = codeKey(distDir);
  const used = new Set<string>();
  const counts = { reused: 0, rendered: 0 };

  return {
    /** The page at `route` showing `data`, dated by `data.fetchedAt`. */
    async page(route: string, data: RenderData): Promise<RenderedPage> {
      const key = createHash('sha256')
        .update(JSON.stringify([code, route, extras, { ...data, fetchedAt: 0 }]))
        .digest('base64url');
      const file = path.join(cacheDir, `${key}.json`);
      used.add(path.basename(file));
      if (fs.existsSync(file)) {
        const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as Kept;
        counts.reused += 1;
        return { html: redatedPage(kept.html, kept.fetchedAt, data.fetchedAt), state: kept.state };
      }
      const result = await build.render(route, data);
      const state = pageStateFile(result.pageState, route);
      const page = { html: pageHtml(build, result, state, extras), state };
      fs.writeFileSync(file, JSON.stringify({ ...page, fetchedAt: data.fetchedAt }));
      counts.rendered += 1;
      return page;
    },

    /** Forgets the pages this build did not show; how many it reused and rendered. */
    finish(): { reused: number; rendered: number } {
      for (const name of fs.readdirSync(cacheDir)) {
        if (!used.has(name)) fs.rmSync(path.join(cacheDir, name), { force: true });
      }
      return counts;
    },
  };
}
