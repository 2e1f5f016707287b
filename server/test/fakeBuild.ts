import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '@contract/escapeHtml';
import { renderedLocation } from '@/app/renderedLocation';
import type { RenderData, RenderResult } from '@/entry-server';
import type { PageState } from '@/state/pageState';
import type { Build } from '../blog/blogPages';

export interface RenderCall {
  url: string;
  fetchedAt: number | undefined;
}

/** A stand-in for the server bundle: the titles it was given, and a record of each call. */
export function fakeBuild(dist: string): { build: Build; renders: RenderCall[] } {
  const renders: RenderCall[] = [];
  const render = (url: string, data?: RenderData): Promise<RenderResult> => {
    renders.push({ url, fetchedAt: data?.fetchedAt });
    const { pathname, search } = new URL(url, 'http://localhost');
    const listed = data?.list?.view.posts ?? data?.teaser ?? [];
    const html = data?.post
      ? `<main><article><h1>${escapeHtml(data.post.post.title)}</h1></article></main>`
      : `<main><ul>${listed.map((post) => `<li>${escapeHtml(post.title)}</li>`).join('')}</ul></main>`;
    const queries = data?.teaser
      ? { teaser: { data: data.teaser.map((post) => post.slug) } }
      : data?.post
        ? {
            [`getPost("${data.post.slug}")`]: { data: data.post.slug },
            [`getPostContext("${data.post.slug}")`]: {
              data: { previous: data.post.context.previous?.slug ?? null },
            },
          }
        : { getBlogView: { data: data?.list?.view.posts.map((post) => post.slug) ?? null } };
    const pageState = { api: { queries } } as unknown as PageState;
    return Promise.resolve({
      html,
      headTags: null,
      status: 200,
      route: renderedLocation(pathname, search),
      chunks: [],
      styleChunks: [],
      pageState,
      fetchedAt: data?.fetchedAt ?? null,
    });
  };
  const build: Build = {
    render,
    renderedLocation,
    template: fs.readFileSync(path.join(dist, 'shell.html'), 'utf8'),
    notFound: fs.readFileSync(path.join(dist, '404.html'), 'utf8'),
    manifest: { chunks: {} },
    styles: { css: new Map(), hashes: [] },
  };
  return { build, renders };
}
