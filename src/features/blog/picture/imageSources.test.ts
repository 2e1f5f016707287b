import { IMAGE_LAYOUTS } from './imageLayouts';
import type { ImageDelivery } from './imageSources';
import { imageSources } from './imageSources';

const PHOTO = 'https://admin.example.com.au/storage/posts/7/cover.jpg';
const none: ImageDelivery = { siteServer: false, built: {}, service: null };

describe('imageSources', () => {
  it('passes SVG on untouched, whatever the delivery', () => {
    for (const delivery of [none, { ...none, siteServer: true }]) {
      expect(imageSources('/images/posts/a.svg', IMAGE_LAYOUTS.listCard, delivery)).toEqual({
        src: '/images/posts/a.svg',
      });
    }
  });

  it('asks the site’s server for the layout’s widths', () => {
    const sources = imageSources(PHOTO, IMAGE_LAYOUTS.avatar, { ...none, siteServer: true });
    const at = (width: number) => `/_image?url=${encodeURIComponent(PHOTO)}&w=${width}&ar=1x1`;
    expect(sources).toEqual({
      src: at(128),
      srcSet: `${at(64)} 64w, ${at(128)} 128w, ${at(256)} 256w`,
      sizes: '48px',
    });
  });

  it('prefers the build’s variants, only at widths the source has', () => {
    const built = { [PHOTO]: { name: 'Qk3a9x2lQ1VbT7cd', width: 900, height: 900 } };
    const sources = imageSources(PHOTO, IMAGE_LAYOUTS.article, {
      ...none,
      siteServer: true,
      built,
    });
    expect(sources.srcSet).toBe(
      '/assets/images/Qk3a9x2lQ1VbT7cd-16x10-640.webp 640w, /assets/images/Qk3a9x2lQ1VbT7cd-16x10-828.webp 828w',
    );
    expect(sources.sizes).toBe(IMAGE_LAYOUTS.article.sizes);
  });

  it('gives a small source its own width when it is narrower than every variant', () => {
    const built = { [PHOTO]: { name: 'small', width: 40, height: 30 } };
    expect(imageSources(PHOTO, IMAGE_LAYOUTS.avatar, { ...none, built }).srcSet).toBe(
      '/assets/images/small-1x1-30.webp 30w',
    );
  });

  it('fills in a host’s image service, or shows the image as it is without one', () => {
    const service = 'https://images.example.com.au/r?src={url}&w={width}';
    expect(imageSources(PHOTO, IMAGE_LAYOUTS.avatar, { ...none, service }).src).toBe(
      `https://images.example.com.au/r?src=${encodeURIComponent(PHOTO)}&w=128`,
    );
    expect(imageSources(PHOTO, IMAGE_LAYOUTS.avatar, none)).toEqual({ src: PHOTO });
  });
});
