import { useContext, useEffect, useRef, useState } from 'react';
import { ImageDeliveryContext } from './imageDelivery';
import { imageSources } from './imageSources';
import type { ImageBox, ImageLayoutName } from '@contract/images/imageLayouts';
import { IMAGE_LAYOUTS } from '@contract/images/imageLayouts';
import { useNearViewport } from './useNearViewport';

interface PostImageProps {
  /** The image as the API names it (resolved); null: the fallback. */
  src: string | null;
  alt: string;
  layout: ImageLayoutName;
  fallback: string;
  /** The page's largest picture, above the fold: fetched at once and before other images. */
  priority?: boolean;
  /** One of many (a card): box kept, picture requested within a screen of the viewport. */
  whenNear?: boolean;
  /** Its box when the page gives it rather than the layout (a picture in a post's body). */
  box?: ImageBox | null;
  /** Its `sizes` when narrower than the layout's (a small picture in a post's body). */
  sizes?: string;
  className?: string;
}

/** An API picture resized for `layout`, or `fallback` when missing or failed (even early). */
export function PostImage({
  src,
  alt,
  layout,
  fallback,
  priority = false,
  whenNear = false,
  box,
  sizes,
  className,
}: PostImageProps) {
  const delivery = useContext(ImageDeliveryContext);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const waitingBox = useRef<HTMLSpanElement>(null);
  const waiting = !useNearViewport(waitingBox, whenNear && !priority) && whenNear && !priority;
  const usable = src !== null && src !== failedSrc;
  const laidOut = IMAGE_LAYOUTS[layout];
  const { width, height } = (box === undefined ? laidOut.box : box) ?? {};
  const sources = usable
    ? imageSources(src, sizes ? { ...laidOut, sizes } : laidOut, delivery)
    : { src: fallback };

  useEffect(() => {
    const element = image.current;
    // Its error event fired before React listened: a broken image has a source but no pixels.
    if (usable && element?.complete && element.currentSrc && element.naturalWidth === 0) {
      setFailedSrc(src);
    }
  }, [src, usable, waiting]);

  if (waiting) {
    return (
      <span
        ref={waitingBox}
        className={className}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        data-waiting=""
      />
    );
  }
  return (
    <img
      ref={image}
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      {...(priority ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const))}
      data-placeholder={usable ? undefined : ''}
      onError={usable ? () => setFailedSrc(src) : undefined}
    />
  );
}
