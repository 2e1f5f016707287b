import { createContext, useMemo, useSyncExternalStore } from 'react';
import { IMAGE_SERVICE_URL } from '@/config/env';
import type { BuiltImages } from '@/lib/images';
import { BUILT_IMAGES_ATTRIBUTE, isSvg } from '@/lib/images';
import { servedBySiteServer } from '@/lib/siteServer';
import type { ImageDelivery } from './imageSources';

/** How the page being rendered can deliver post images; the server renderer provides its own. */
export const ImageDeliveryContext = createContext<ImageDelivery>({
  siteServer: false,
  built: {},
  service: IMAGE_SERVICE_URL,
});

let known: BuiltImages = {};
const listeners = new Set<() => void>();
let listLoad: Promise<void> | null = null;

/** The build's variants this browser knows of: the page's own, then the whole list. */
export const builtImages = {
  get: (): BuiltImages => known,
  add(images: BuiltImages | undefined) {
    if (!images || Object.keys(images).every((src) => src in known)) return;
    known = { ...known, ...images };
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

const LIST_TIMEOUT_MS = 5_000;

/**
 * Load the build's image list once, so posts not handed over still show resized variants.
 * `orAny`: the page shows pictures not named in `sources` (a post's body).
 */
export async function knowBuiltImagesOf(
  sources: readonly (string | null | undefined)[],
  { orAny = false }: { orAny?: boolean } = {},
) {
  if (typeof document === 'undefined' || servedBySiteServer()) return;
  const unknown = orAny || sources.some((src) => src && !isSvg(src) && !(src in known));
  const href = document.getElementById('root')?.getAttribute(BUILT_IMAGES_ATTRIBUTE);
  if (!unknown || !href) return;
  listLoad ??= fetch(href, { signal: AbortSignal.timeout(LIST_TIMEOUT_MS) })
    .then((response) => (response.ok ? (response.json() as Promise<BuiltImages>) : {}))
    .then((list) => builtImages.add(list))
    .catch(() => undefined);
  await listLoad;
}

export function useBrowserImageDelivery(): ImageDelivery {
  const built = useSyncExternalStore(builtImages.subscribe, builtImages.get, builtImages.get);
  return useMemo(
    () => ({ siteServer: servedBySiteServer(), built, service: IMAGE_SERVICE_URL }),
    [built],
  );
}
