import { createSelector } from '@reduxjs/toolkit';
import type { BuiltImages } from '@contract/images/images';
import { BUILT_IMAGES_ATTRIBUTE } from '@contract/images/images';
import { servedBySiteServer } from '@contract/siteServer';
import { api } from '@/state/api';

const LIST_TIMEOUT_MS = 5_000;

/** Where a page the build generated names the list of every image the build made variants of. */
export const builtImageListHref = (): string | null =>
  typeof document === 'undefined' || servedBySiteServer()
    ? null
    : (document.getElementById('root')?.getAttribute(BUILT_IMAGES_ATTRIBUTE) ?? null);

/**
 * The build's variants of post images, by source address, in the API cache like any answer:
 * the page's own (handed over with its state, `pageImagesHandedOver`) and, on a static host,
 * the build's list of every image it made, read once a post names a picture the page did not
 * (docs/decisions/005-post-images.md; `readBuiltImagesFor` in blogApi.ts). The picture reads
 * both through `selectBuiltImages`.
 */
export const builtImagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPageImages: build.query<BuiltImages, void>({
      queryFn: () => ({ data: {} }),
      keepUnusedDataFor: Infinity,
    }),
    getBuiltImageList: build.query<BuiltImages, void>({
      // An unreadable list is no variants (the pictures are shown as they are), never an error.
      queryFn: async () => ({
        data: await fetch(builtImageListHref() ?? '', {
          signal: AbortSignal.timeout(LIST_TIMEOUT_MS),
        })
          .then((response) => (response.ok ? (response.json() as Promise<BuiltImages>) : {}))
          .catch(() => ({})),
      }),
      keepUnusedDataFor: Infinity,
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
  (page, list): BuiltImages => ({ ...list.data, ...page.data }),
);
