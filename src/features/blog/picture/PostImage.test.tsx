import { fireEvent, render, screen } from '@testing-library/react';
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
    expect(image).toHaveAttribute('srcset', expect.stringContaining('&w=1080 1080w'));
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
});
