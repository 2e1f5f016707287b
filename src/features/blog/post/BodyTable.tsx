import type { ReactNode } from 'react';
import { useId } from 'react';
import { postContent as content } from '../blogContent';
import styles from './BodyTable.module.css';

interface BodyTableProps {
  /** Its place among the body's tables: its name when it has no caption. */
  number: number;
  caption: ReactNode;
  /** Its head, bodies and foot. */
  children: ReactNode;
}

/** A body's table in a region that scrolls sideways on a narrow screen, by keyboard too. */
export function BodyTable({ number, caption, children }: BodyTableProps) {
  const captionId = useId();
  const name =
    caption === null
      ? { 'aria-label': content.tableLabel(number) }
      : { 'aria-labelledby': captionId };
  return (
    // A region, so the focus has a name; focusable, so a keyboard can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container
    <div className={styles.scroller} role="region" tabIndex={0} {...name}>
      <table className={styles.table}>
        {caption !== null && (
          <caption id={captionId} className={styles.caption}>
            <span className={styles.captionText}>{caption}</span>
          </caption>
        )}
        {children}
      </table>
    </div>
  );
}
