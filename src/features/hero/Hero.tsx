import { ArrowRight } from 'lucide-react';
import type { FocusEvent } from 'react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { Button } from '@/components/Button';
import { quoteAction } from '@/config/site';
import { heroContent as content, heroSlides } from './heroContent';
import { HeroControls } from './HeroControls';
import { playbackToggled, selectPaused, selectSlideIndex } from './heroSlice';
import { HeroSlide } from './HeroSlide';
import { useHeroAutoplay } from './useHeroAutoplay';
import styles from './Hero.module.css';

const SLIDES_ID = 'hero-slides';

/** Keyboard focus pauses the slides; a click does not (hover already does), nor the focused h1. */
const isKeyboardFocus = (target: HTMLElement): boolean =>
  target.tabIndex >= 0 && target.matches(':focus-visible');

export function Hero() {
  const dispatch = useAppDispatch();
  const index = useAppSelector(selectSlideIndex);
  const paused = useAppSelector(selectPaused);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = !paused && !hovered && !focused;
  useHeroAutoplay(running);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (isKeyboardFocus(event.target)) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  // Pressing Play is an explicit request: it overrides the hover and focus pauses.
  const togglePlayback = () => {
    setHovered(false);
    setFocused(false);
    dispatch(playbackToggled());
  };

  return (
    // The handlers only observe the visitor to pause the slideshow; the band is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <header
      className={styles.hero}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.inner}>
        <div>
          <p className={styles.eyebrow}>{content.eyebrow}</p>
          <h1 tabIndex={-1} data-page-heading="">
            {content.heading}
          </h1>
          <p className={styles.intro}>{content.intro}</p>
          <div className={styles.actions}>
            <Button to={quoteAction.to} variant="warning" icon={<ArrowRight size={18} />}>
              {quoteAction.label}
            </Button>
            <Button to={content.secondaryCta.to} variant="light">
              {content.secondaryCta.label}
            </Button>
          </div>
        </div>
        <section
          className={styles.carousel}
          aria-roledescription="carousel"
          aria-label={content.carouselLabel}
        >
          <HeroControls
            index={index}
            paused={paused}
            running={running}
            slidesId={SLIDES_ID}
            onTogglePlayback={togglePlayback}
          />
          <div id={SLIDES_ID} className={styles.slides} aria-live={running ? 'off' : 'polite'}>
            {heroSlides.map((slide, position) => (
              <HeroSlide
                key={slide.id}
                slide={slide}
                position={position}
                total={heroSlides.length}
                active={position === index}
              />
            ))}
          </div>
        </section>
      </div>
    </header>
  );
}
