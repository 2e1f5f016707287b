import { act, fireEvent, render, screen } from '@testing-library/react';
import { ImageDeliveryContext } from './imageDelivery';
import { PostImage } from './PostImage';

const PHOTO = 'https://admin.example.com.au/storage/posts/7/cover.jpg';

const renderImage = (props: Partial<Parameters<typeof PostImage>[0]> = {}) =>
  render(
    <ImageDeliveryContext value={{ siteServer: true, built: {}, service: null }}>
      <PostImage src={PHOTO} alt="Cover" layout="listCard" fallback="placeholder.svg" {...props} />
    </ImageDeliveryContext>,
  );

describe('PostImage', () => {
  it('is resized for its layout, sized so nothing moves, decoded off the main thread and lazy', () => {
    renderImage();
    const image = screen.getByRole('img', { name: 'Cover' });
    expect(image).toHaveAttribute('srcset', expect.stringContaining('&w=1080&ar=16x10 1080w'));
    expect(image).toHaveAttribute('sizes', expect.stringContaining('calc(100vw - 48px)'));
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('is fetched first and at once when it is the page’s largest', () => {
    renderImage({ priority: true });
    const image = screen.getByRole('img', { name: 'Cover' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading');
  });

  it('shows the fallback, without variants, when the picture fails', () => {
    renderImage();
    const image = screen.getByRole('img', { name: 'Cover' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', 'placeholder.svg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('data-placeholder', '');
  });

  it('shows the fallback when there is no picture', () => {
    renderImage({ src: null });
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('src', 'placeholder.svg');
  });

  describe('on a card, one of many', () => {
    let reveal: (() => void) | null = null;
    beforeEach(() => {
      // The browser's observer, reduced to what the test drives: the box comes near the viewport.
      class NearObserver {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe() {
          reveal = () =>
            this.callback(
              [{ isIntersecting: true } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
        }
        disconnect() {
          reveal = null;
        }
      }
      window.IntersectionObserver = NearObserver as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      delete (window as Partial<typeof window>).IntersectionObserver;
    });

    it('keeps its box, and asks for the picture only once near the viewport', () => {
      const { container } = renderImage({ whenNear: true, alt: '' });
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('span[data-waiting]')).not.toBeNull();
      act(() => reveal?.());
      const image = container.querySelector('img');
      expect(image).toHaveAttribute('srcset', expect.stringContaining('&w=384&ar=16x10 384w'));
      expect(image).toHaveAttribute('loading', 'lazy');
    });

    it('is fetched at once when it is the page’s largest all the same', () => {
      const { container } = renderImage({ whenNear: true, priority: true });
      expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    });
  });
});
