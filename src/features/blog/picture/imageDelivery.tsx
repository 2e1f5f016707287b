import type { ReactNode } from 'react';
import { createContext, useMemo } from 'react';
import { IMAGE_SERVICE_URL } from '@/config/env';
import { servedBySiteServer } from '@contract/siteServer';
import { useAppSelector } from '@/state/hooks';
import { selectBuiltImages } from '../api/builtImages';
import type { ImageDelivery } from './imageSources';

/** How the page being rendered can deliver post images; the server renderer provides its own. */
export const ImageDeliveryContext = createContext<ImageDelivery>({
  siteServer: false,
  built: {},
  service: IMAGE_SERVICE_URL,
});

/** In the browser: the variants the store knows (the page's own, then the build's list). */
function useBrowserImageDelivery(): ImageDelivery {
  const built = useAppSelector(selectBuiltImages);
  return useMemo(
    () => ({ siteServer: servedBySiteServer(), built, service: IMAGE_SERVICE_URL }),
    [built],
  );
}

/** Post images in this browser: resized by the site's server, or the build's variants. */
export function BrowserImageDelivery({ children }: { children: ReactNode }) {
  return <ImageDeliveryContext value={useBrowserImageDelivery()}>{children}</ImageDeliveryContext>;
}
