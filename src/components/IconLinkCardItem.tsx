import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { WellIcon } from '@/components/IconWell';
import { IconWell } from '@/components/IconWell';
import styles from './IconLinkCardItem.module.css';

interface IconLinkCardItemProps {
  icon: WellIcon;
  size?: 'md' | 'lg';
  title: string;
  description: string;
  to: string;
  className?: string;
}

/** An icon card that is one link: its title names the link, and the whole card is the target. */
export function IconLinkCardItem({
  icon,
  size,
  title,
  description,
  to,
  className,
}: IconLinkCardItemProps) {
  return (
    <li className={[styles.card, className].filter(Boolean).join(' ')}>
      <IconWell icon={icon} size={size} />
      <div className={styles.text}>
        <h3 className={styles.title}>
          <Link to={to} className={styles.link}>
            {title}
          </Link>
          <ArrowRight aria-hidden="true" size={20} className={styles.arrow} />
        </h3>
        <p className={styles.description}>{description}</p>
      </div>
    </li>
  );
}
