import type { ReactNode } from 'react';
import type { ButtonVariant } from '@/components/Button';
import { Button } from '@/components/Button';
import styles from './SectionAction.module.css';

interface SectionActionProps {
  action: { label: string; to: string };
  variant: ButtonVariant;
  icon: ReactNode;
  note?: string;
  /** The band behind it: a lighter note on a dark one. */
  tone?: 'light' | 'dark';
}

export function SectionAction({ action, variant, icon, note, tone = 'light' }: SectionActionProps) {
  return (
    <div className={styles.footer} data-tone={tone}>
      <Button to={action.to} variant={variant} icon={icon}>
        {action.label}
      </Button>
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}
