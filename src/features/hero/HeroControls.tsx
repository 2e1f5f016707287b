import { Pause, Play } from 'lucide-react';
import { useAppDispatch } from '@/state/hooks';
import { heroContent as content, heroSlides } from './heroContent';
import { slideSelected } from './heroSlice';
import styles from './HeroControls.module.css';

interface HeroControlsProps {
  index: number;
  paused: boolean;
  running: boolean;
  slidesId: string;
  onTogglePlayback: () => void;
}

/** The rotation control first (WAI carousel pattern), then one thumbnail per slide. */
export function HeroControls({
  index,
  paused,
  running,
  slidesId,
  onTogglePlayback,
}: HeroControlsProps) {
  const dispatch = useAppDispatch();
  const PlaybackIcon = paused ? Play : Pause;
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.playback}
        aria-controls={slidesId}
        onClick={onTogglePlayback}
      >
        <PlaybackIcon aria-hidden="true" size={20} />
        <span className="visually-hidden">{paused ? content.playLabel : content.pauseLabel}</span>
      </button>
      <div role="group" aria-label={content.thumbnailsLabel} className={styles.thumbnails}>
        {heroSlides.map((slide, position) => (
          <button
            key={slide.id}
            type="button"
            className={styles.thumbnail}
            aria-controls={slidesId}
            aria-pressed={position === index}
            data-counting={running && position === index}
            onClick={() => dispatch(slideSelected({ index: position }))}
          >
            <img src={slide.image} alt="" width={96} height={72} loading="lazy" decoding="async" />
            <span className="visually-hidden">
              {content.showSlideLabel(position + 1, slide.title)}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
