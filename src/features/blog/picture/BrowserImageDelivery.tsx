import type { ReactNode } from 'react';
import { ImageDeliveryContext, useBrowserImageDelivery } from './imageDelivery';

/** Post images in this browser: resized by the site's server, or the build's variants. */
export function BrowserImageDelivery({ children }: { children: ReactNode }) {
  return <ImageDeliveryContext value={useBrowserImageDelivery()}>{children}</ImageDeliveryContext>;
}
