import { lazy, Suspense, useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useUserData } from '../../features/auth/api/get-user-data';
import { isReturnablePath } from '../../features/auth/session-redirect';
import { usePageViewTracking } from '../../lib/analytics';
import { authStore } from '../../lib/auth-store';
import { useScrollRestoration } from '../../lib/scroll-restoration';
import { toastsRaised } from '../../lib/toast';
import { toastClearance } from '../../lib/toast-clearance';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageFallback } from './page-fallback';
import { Preloader } from './preloader';

// Toasts only follow user actions or answers, so the container (react-toastify's code and
// styles) mounts with the first toast, which waits in react-toastify's queue until it has.
const ToastContainer = lazy(() =>
  import('../../lib/toastify').then((module) => ({ default: module.ToastContainer })),
);

function Toasts() {
  const ready = useSyncExternalStore(toastsRaised.subscribe, toastsRaised.get, () => false);
  const below = useSyncExternalStore(toastClearance.subscribe, toastClearance.get, () => null);
  if (!ready) return null;
  // SPEC §9 allows top-centre: under the navbar (app-toasts), clear of the balance and profile,
  // and below an open bell panel's head or the arena's Back bar (toast-clearance.ts).
  return (
    <Suspense fallback={null}>
      <ToastContainer
        className="app-toasts"
        position="top-center"
        autoClose={5000}
        pauseOnHover
        theme="dark"
        style={below === null ? undefined : ({ '--toasts-below': `${below}px` } as CSSProperties)}
      />
    </Suspense>
  );
}

/** Remembers the last page outside the auth flow: sign-in and sign-out return there. */
function useRememberReferer() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const path = `${pathname}${search}`;
    if (isReturnablePath(path)) authStore.rememberReferer(path);
  }, [pathname, search]);
}

export function RootLayout() {
  usePageViewTracking();
  useRememberReferer();
  useScrollRestoration();
  // Loads the signed-in player on start and after login; keeps local storage `user` in sync.
  useUserData();
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
      <Toasts />
    </>
  );
}
