import { Badge } from '@/components/Badge';
import type { HeroSlide as HeroSlideContent } from './heroContent';
import { heroContent as content } from './heroContent';
import styles from './HeroSlide.module.css';

interface HeroSlideProps {
  slide: HeroSlideContent;
  position: number;
  total: number;
  active: boolean;
}

/** One slide; only the current one is visible and exposed to assistive technology. */
export function HeroSlide({ slide, position, total, active }: HeroSlideProps) {
  // The first illustration is the page's largest paint: fetch it before anything else.
  const loading =
    position === 0
      ? ({ fetchPriority: 'high' } as const)
      : ({ loading: 'lazy', decoding: 'async' } as const);
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={content.slideLabel(position + 1, total)}
      aria-hidden={!active}
      className={styles.slide}
      data-active={active}
    >
      <img src={slide.image} alt={slide.imageAlt} width={560} height={420} {...loading} />
      <div className={styles.text}>
        <Badge tone="dark">{slide.title}</Badge>
        <h2>{slide.headline}</h2>
        <p className={styles.description}>{slide.description}</p>
      </div>
    </div>
  );
}
