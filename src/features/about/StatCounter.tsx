import { SampleMark } from '@/components/SampleMark';
import { statText } from './aboutContent';
import { aboutIcons } from './aboutIcons';
import type { Stat } from './aboutTypes';
import styles from './StatCounter.module.css';

interface StatCounterProps {
  stat: Stat;
  /** How far the count has run, from 0 to 1. */
  progress: number;
}

/** Screen readers get the final figure; the moving number is for sighted visitors only. */
export function StatCounter({ stat, progress }: StatCounterProps) {
  const Icon = aboutIcons[stat.icon];
  const shown = progress >= 1 ? stat.value : Math.round(stat.value * progress);
  return (
    <li className={styles.stat}>
      <Icon aria-hidden="true" size={32} strokeWidth={1.75} className={styles.icon} />
      <span aria-hidden="true" className={styles.value}>
        {shown}
        {stat.suffix}
      </span>
      <span aria-hidden="true" className={styles.label}>
        {stat.label}
      </span>
      <span className="visually-hidden">{statText(stat)}</span>
      {stat.sample ? ' ' : null}
      <SampleMark sample={stat.sample} tone="dark" />
    </li>
  );
}
