import { CircleCheck } from 'lucide-react';
import styles from './CheckList.module.css';

interface CheckListProps {
  items: readonly string[];
  labelledBy: string;
  /** The band behind the list: the tick turns from green to gold on a dark one. */
  tone?: 'light' | 'dark';
  className?: string;
}

export function CheckList({ items, labelledBy, tone = 'light', className }: CheckListProps) {
  return (
    <ul
      className={className ? `${styles.list} ${className}` : styles.list}
      aria-labelledby={labelledBy}
      data-tone={tone}
    >
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <CircleCheck aria-hidden="true" size={20} className={styles.icon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
