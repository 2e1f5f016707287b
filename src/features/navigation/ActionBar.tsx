import { Phone } from 'lucide-react';
import { Button } from '@/components/Button';
import { callAction, quoteAction } from '@/config/site';
import { useAppSelector } from '@/state/hooks';
import styles from './ActionBar.module.css';
import { selectMenuOpen } from './navigationSlice';

/** On phones, calling or asking for a quote stays one tap away on every page. */
export function ActionBar() {
  const menuOpen = useAppSelector(selectMenuOpen);
  return (
    <nav aria-label="Call or get a quote" className={styles.bar} hidden={menuOpen}>
      <Button
        href={callAction.href}
        aria-label={callAction.label}
        variant="secondary"
        icon={<Phone size={18} />}
      >
        Call
      </Button>
      <Button to={quoteAction.to} className={styles.quote}>
        {quoteAction.label}
      </Button>
    </nav>
  );
}
