import { site } from '@/config/site';
import styles from './Logo.module.css';

interface LogoProps {
  /** White on the dark page headers; dark once the bar turns solid. */
  variant: 'white' | 'dark';
}

export function Logo({ variant }: LogoProps) {
  return (
    <span className={styles.logo} data-variant={variant} data-testid="site-logo">
      <svg
        className={styles.mark}
        viewBox="0 0 40 40"
        width="40"
        height="40"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="40" height="40" rx="10" className={styles.tile} />
        <path d="M9 27c4-5 8-5 11 0s7 5 11 0" className={styles.wave} />
        <path d="M12 10v12M28 10v12M12 16h16" className={styles.letter} data-part="letter" />
      </svg>
      <span className={styles.wordmark}>
        <span className={styles.name}>{site.shortName}</span>
        <span className={styles.sub}>Facility Services</span>
      </span>
    </span>
  );
}
