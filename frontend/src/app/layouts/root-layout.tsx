import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { usePageViewTracking } from '../../lib/analytics';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageFallback } from './page-fallback';
import { Preloader } from './preloader';

// Toasts only follow user actions, so their code loads after the first screen.
const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

export function RootLayout() {
  usePageViewTracking();
  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <Preloader />
      <Navbar />
      <main id="main-content" tabIndex={-1} className="app-main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BackToTop />
      <Suspense fallback={null}>
        <ToastContainer position="top-right" autoClose={5000} pauseOnHover theme="dark" />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
