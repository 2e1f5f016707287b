import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import styles from './StretchedLink.module.css';

interface StretchedLinkProps {
  to: string;
  label: string;
  /** The card's subject: assistive technology hears "{label} about {subject}". */
  subject: string;
}

/** The link at the foot of a card, stretched over the whole card so the card is one target. */
export function StretchedLink({ to, label, subject }: StretchedLinkProps) {
  return (
    <Link to={to} className={styles.link}>
      <span>
        {label}
        <span className="visually-hidden">{` about ${subject}`}</span>
      </span>
      <ArrowRight aria-hidden="true" size={18} />
    </Link>
  );
}
