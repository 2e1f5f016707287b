import styles from './Illustration.module.css';

interface IllustrationProps {
  image: { src: string; alt: string };
  /** Card: across the top of a card. Feature: beside a page's opening text. */
  look: 'card' | 'feature';
  lazy?: boolean;
  className?: string;
}

/** One of the site's 3:2 illustrations, sized up front so nothing moves as it loads. */
export function Illustration({ image, look, lazy = false, className }: IllustrationProps) {
  return (
    <img
      className={className ? `${styles[look]} ${className}` : styles[look]}
      src={image.src}
      alt={image.alt}
      width={480}
      height={320}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
