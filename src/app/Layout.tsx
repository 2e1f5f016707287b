import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AfterHydration } from '@/app/start/AfterHydration';
import { PageLoading } from '@/app/PageLoading';
import { RouteChangeEffects } from '@/app/route-change/RouteChangeEffects';
import { RouteErrorBoundary } from '@/app/RouteErrorBoundary';
import { Footer } from '@/features/footer/Footer';
import { ActionBar } from '@/features/navigation/ActionBar';
import { NavBar } from '@/features/navigation/NavBar';
import styles from './Layout.module.css';

export function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <NavBar />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <AfterHydration />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <ActionBar />
      <RouteChangeEffects />
    </>
  );
}
