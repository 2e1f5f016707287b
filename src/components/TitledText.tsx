import styles from './TitledText.module.css';

interface TitledTextProps {
  title: string;
  description: string;
  /** A smaller gap under the title, for items in a list rather than cards. */
  tight?: boolean;
  className?: string;
}

export function TitledText({ title, description, tight = false, className }: TitledTextProps) {
  return (
    <div className={className}>
      <h3 className={tight ? styles.tightTitle : styles.title}>{title}</h3>
      <p className={styles.description}>{description}</p>
    </div>
  );
}
