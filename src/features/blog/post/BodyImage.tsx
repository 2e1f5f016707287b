import { useContext } from 'react';
import placeholder from '../images/post-placeholder.svg';
import { ImageDeliveryContext } from '../picture/imageDelivery';
import { bodyImageSizes } from '@contract/images/imageLayouts';
import { PostImage } from '../picture/PostImage';
import type { BodyPicture } from '@contract/blog/postBodyTree';
import styles from './BodyImage.module.css';

/** A picture in a post's body: uncut, resized for the body's width, our illustration if it fails. */
export function BodyImage({ picture }: { picture: BodyPicture }) {
  const { built } = useContext(ImageDeliveryContext);
  const known = built[picture.src];
  // Unsized by the body, it fills the column; the build knows its shape, so its box is kept.
  const box = picture.box ?? (known ? { width: known.width, height: known.height } : null);
  return (
    <PostImage
      src={picture.src}
      alt={picture.alt}
      layout="inline"
      fallback={placeholder}
      box={box}
      sizes={picture.box ? bodyImageSizes(picture.box.width) : undefined}
      className={picture.box ? styles.sized : styles.filling}
    />
  );
}
