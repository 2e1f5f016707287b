import type { ReactNode } from 'react';
import type { WellIcon } from '@/components/IconWell';
import { IconWell } from '@/components/IconWell';
import styles from './IconCardItem.module.css';

interface IconCardItemProps {
  icon: WellIcon;
  size?: 'md' | 'lg';
  shape?: 'square' | 'round';
  /** A stripe in the primary colour down the card's leading edge. */
  accent?: boolean;
  className?: string;
  children: ReactNode;
}

export function IconCardItem({
  icon,
  size,
  shape,
  accent = false,
  className,
  children,
}: IconCardItemProps) {
  const classes = [accent ? styles.accented : styles.card, className].filter(Boolean).join(' ');
  return (
    <li className={classes}>
      <IconWell icon={icon} size={size} shape={shape} />
      {children}
    </li>
  );
}
