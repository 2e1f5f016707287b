import { createSelector } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { BuiltImages } from '@/lib/images';
import { BUILT_IMAGES_ATTRIBUTE, isSvg } from '@/lib/images';
import { servedBySiteServer } from '@/lib/siteServer';
import { api } from '@/state/api';

const LIST_TIMEOUT_MS = 5_000;

const NONE: BuiltImages = {};

/** Where a page the build generated names the list of every image the build made variants of. */
const builtImageListHref = (): string | null =>
  typeof document === 'undefined' || servedBySiteServer()
    ? null
    : (document.getElementById('root')?.getAttribute(BUILT_IMAGES_ATTRIBUTE) ?? null);

/**
 * The build's variants of post images, by source address, in the API cache like any answer:
 * the page's own (handed over with its state, `pageImagesHandedOver`) and, on a static host,
 * the build's list of every image it made, read once a post names a picture the page did not
 * (docs/decisions/005-post-images.md). The picture reads both through `selectBuiltImages`.
 */
const builtImagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPageImages: build.query<BuiltImages, void>({
      queryFn: () => ({ data: NONE }),
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
    getBuiltImageList: build.query<BuiltImages, void>({
      // An unreadable list is no variants (the pictures are shown as they are), never an error.
      queryFn: async () => {
        const href = builtImageListHref();
        if (href === null) return { data: NONE };
        const list = await fetch(href, { signal: AbortSignal.timeout(LIST_TIMEOUT_MS) })
          .then((response) => (response.ok ? (response.json() as Promise<BuiltImages>) : NONE))
          .catch(() => NONE);
        return { data: list };
      },
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  }),
});

/** The page's own images' variants, as its state handed them over. */
export const pageImagesHandedOver = (images: BuiltImages) =>
  builtImagesApi.util.upsertQueryData('getPageImages', undefined, images);

export const selectBuiltImages = createSelector(
  [
    builtImagesApi.endpoints.getPageImages.select(),
    builtImagesApi.endpoints.getBuiltImageList.select(),
  ],
  (page, list): BuiltImages =>
    page.data && list.data ? { ...list.data, ...page.data } : (page.data ?? list.data ?? NONE),
);

/**
 * Before posts are shown on a static host: read the build's list if they name a picture whose
 * variants are not known yet. `orAny`: the page shows pictures not named in `sources` (a body).
 */
export async function readBuiltImagesFor(
  { dispatch, getState }: Pick<BaseQueryApi, 'dispatch' | 'getState'>,
  sources: readonly (string | null | undefined)[],
  { orAny = false }: { orAny?: boolean } = {},
): Promise<void> {
  if (builtImageListHref() === null) return;
  const known = selectBuiltImages(getState() as Parameters<typeof selectBuiltImages>[0]);
  const unknown = orAny || sources.some((src) => src && !isSvg(src) && !(src in known));
  if (!unknown) return;
  await dispatch(
    builtImagesApi.endpoints.getBuiltImageList.initiate(undefined, { subscribe: false }),
  );
}
