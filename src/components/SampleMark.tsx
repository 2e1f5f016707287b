import styles from './SampleMark.module.css';

const label = 'Sample';
const note = 'a stand-in for the demo, not the company’s own';

/** Labels a demo entry, so nobody reads a stand-in as a real client's words or a real figure. */
export function SampleMark({ sample, tone = 'light' }: { sample?: true; tone?: 'light' | 'dark' }) {
  if (!sample) return null;
  return (
    <span className={styles.mark} data-tone={tone} title={note}>
      {label}
      <span className="visually-hidden">{`: ${note}`}</span>
    </span>
  );
}
