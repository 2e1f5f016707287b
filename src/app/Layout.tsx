import { Outlet } from 'react-router-dom';
import { RouteChangeEffects } from '@/app/RouteChangeEffects';
import { Footer } from '@/features/footer/Footer';
import { NavBar } from '@/features/navigation/NavBar';
import styles from './Layout.module.css';

export function Layout() {
  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <NavBar />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <RouteChangeEffects />
    </>
  );
}
