import { bodyImageSizes, columnSizes, IMAGE_LAYOUTS } from '@contract/images/imageLayouts';
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

  it('keeps a body’s picture uncut: no `ar` for the server, `natural` variants from the build', () => {
    expect(
      imageSources(PHOTO, IMAGE_LAYOUTS.inline, { ...none, siteServer: true }).srcSet?.split(
        ', ',
      )[0],
    ).toBe(`/_image?url=${encodeURIComponent(PHOTO)}&w=384 384w`);
    const built = { [PHOTO]: { name: 'chart', width: 700, height: 2000 } };
    // A tall picture is as wide as it is, whatever its height: nothing is cut off.
    expect(imageSources(PHOTO, IMAGE_LAYOUTS.inline, { ...none, built }).srcSet).toBe(
      '/assets/images/chart-natural-384.webp 384w, /assets/images/chart-natural-640.webp 640w',
    );
  });
});

describe('sizes of a picture in a post’s body', () => {
  it('follows the body’s column: 46rem, beside the sidebar from 961px', () => {
    expect(IMAGE_LAYOUTS.inline.sizes).toBe(
      '(min-width: 1152px) 736px, (min-width: 961px) calc(100vw - 416px), ' +
        '(min-width: 784px) 736px, calc(100vw - 48px)',
    );
  });

  it('says where a picture narrower than the column stops growing', () => {
    expect(bodyImageSizes(600)).toBe(
      '(min-width: 1016px) 600px, (min-width: 961px) calc(100vw - 416px), ' +
        '(min-width: 648px) 600px, calc(100vw - 48px)',
    );
    expect(bodyImageSizes(300)).toBe('(min-width: 348px) 300px, calc(100vw - 48px)');
    expect(bodyImageSizes(4000)).toBe(IMAGE_LAYOUTS.inline.sizes);
  });

  it('reads any column from its widest viewports down', () => {
    expect(columnSizes([{ from: 0, viewportLess: 32 }], 200)).toBe(
      '(min-width: 232px) 200px, calc(100vw - 32px)',
    );
  });
});
