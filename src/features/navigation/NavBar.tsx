import { Menu, X } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { Button } from '@/components/Button';
import { quoteAction, site } from '@/config/site';
import { Logo } from './Logo';
import { navLinks } from './navLinks';
import styles from './NavBar.module.css';
import { mobileMenuDismissed, mobileMenuToggled, selectMenuOpen } from './navigationSlice';
import { useMobileMenuBehaviour } from './useMobileMenuBehaviour';
import { useScrollThreshold } from './useScrollThreshold';

const MENU_ID = 'site-menu';

export function NavBar() {
  const dispatch = useAppDispatch();
  const menuOpen = useAppSelector(selectMenuOpen);
  const scrolled = useScrollThreshold();
  const menuAreaRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dismiss = useCallback(() => dispatch(mobileMenuDismissed()), [dispatch]);
  useMobileMenuBehaviour(menuOpen, menuAreaRef, toggleRef, dismiss);

  const solid = scrolled || menuOpen;

  return (
    <header className={styles.bar} data-solid={solid}>
      {/* Dims the page under the open menu; a press on it is outside the menu, so it closes. */}
      <div className={styles.backdrop} data-open={menuOpen} aria-hidden="true" />
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={`${site.name}, home`}>
          <Logo variant={solid ? 'dark' : 'white'} />
        </Link>
        <div ref={menuAreaRef} className={styles.menuArea}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => dispatch(mobileMenuToggled())}
          >
            {menuOpen ? <X aria-hidden="true" size={26} /> : <Menu aria-hidden="true" size={26} />}
            <span className="visually-hidden">Menu</span>
          </button>
          <div id={MENU_ID} className={styles.menu} data-open={menuOpen}>
            <nav aria-label="Main">
              <ul className={styles.links}>
                {navLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end={link.end} className={styles.link}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <Button
              to={quoteAction.to}
              variant={solid ? 'primary' : 'warning'}
              className={styles.cta}
            >
              {quoteAction.label}
            </Button>
          </div>
        </div>
      </div>
    </header>
  );
}
