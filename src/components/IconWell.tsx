import type { ComponentType } from 'react';
import styles from './IconWell.module.css';

export type WellIcon = ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;

const iconSizes = { md: 24, lg: 26, xl: 28 } as const;

interface IconWellProps {
  icon: WellIcon;
  size?: keyof typeof iconSizes;
  shape?: 'square' | 'round';
  /** Soft: tinted; solid: filled with the primary colour; raised: white with a shadow. */
  tone?: 'soft' | 'solid' | 'raised';
  className?: string;
}

export function IconWell({
  icon: Icon,
  size = 'md',
  shape = 'square',
  tone = 'soft',
  className,
}: IconWellProps) {
  const classes = [styles.well, styles[size], styles[shape], styles[tone], className];
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      <Icon aria-hidden="true" size={iconSizes[size]} />
    </span>
  );
}
