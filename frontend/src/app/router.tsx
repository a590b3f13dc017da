import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../features/auth/components/require-auth';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './layouts/route-error';

type PageModule = { default: ComponentType };
const preloaders = new WeakMap<ReactElement, () => Promise<unknown>>();

// Every page is its own chunk, so the first load only carries the shell. Once its chunk is in,
// a page renders at once (no Suspense round): a hydrated first screen is taken over in one pass.
const page = (load: () => Promise<PageModule>) => {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  const element = <Page />;
  preloaders.set(element, preload);
  return element;
};

/** Loads the page chunks `pathname` renders (main.tsx awaits it before hydrating). */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map(({ route }) => preloaders.get(route.element as ReactElement)?.()));
}

const home = page(() => import('../features/home/components/home-page'));

/** SPEC §2 routes. Unknown paths show the home page. */
export const routes: RouteObject[] = [
  {
    path: '/',
    // A crash in the shell replaces the whole page; one in a page, the page under the shell.
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <RouteErrorBoundary />,
        children: [
          { index: true, element: home },
          {
            path: 'leaderboard',
            element: page(() => import('../features/leaderboard/components/leaderboard-page')),
          },
          { path: 'login', element: page(() => import('../features/auth/components/login-page')) },
          {
            path: 'tournaments',
            element: page(() => import('../features/tournaments/components/tournaments-page')),
          },
          {
            path: 'tournaments/:game_id/:event_id',
            element: page(
              () => import('../features/tournaments/components/tournament-detail-page'),
            ),
          },
          {
            path: 'games',
            element: page(() => import('../features/arcade/components/games-page')),
          },
          {
            path: 'games/:id',
            element: page(() => import('../features/arcade/components/game-page')),
          },
          { path: 'shop', element: page(() => import('../features/shop/components/shop-page')) },
          {
            path: 'coupon-redeem',
            element: page(() => import('../features/shop/components/coupon-redeem-page')),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'my-account',
                element: page(() => import('../features/profile/components/profile-page')),
              },
              {
                path: 'profile',
                element: page(() => import('../features/profile/components/profile-page')),
              },
              {
                path: 'my-orders',
                element: page(() => import('../features/orders/components/my-orders-page')),
              },
              {
                path: 'refer-earn',
                element: page(() => import('../features/referral/components/refer-earn-page')),
              },
              {
                path: 'notifications',
                element: page(
                  () => import('../features/notifications/components/notifications-page'),
                ),
              },
            ],
          },
          {
            path: 'message',
            element: page(() => import('../features/message/components/message-page')),
          },
          {
            path: 'auth/action',
            element: page(() => import('../features/auth/components/auth-action-page')),
          },
          {
            path: 'newsletter',
            element: page(() => import('../features/newsletter/components/newsletter-page')),
          },
          {
            path: 'unsubscribe',
            element: page(() => import('../features/notifications/components/unsubscribe-page')),
          },
          { path: 'faq', element: page(() => import('../features/legal/components/faq-page')) },
          {
            path: 'privacy_policy',
            element: page(() => import('../features/legal/components/privacy-policy-page')),
          },
          {
            path: 'cookie_policy',
            element: page(() => import('../features/legal/components/cookie-policy-page')),
          },
          {
            path: 'terms_and_conditions',
            element: page(() => import('../features/legal/components/terms-page')),
          },
          { path: '*', element: home },
        ],
      },
    ],
  },
];

/**
 * The app's routes, under whichever router holds them: the browser's (App) or the static one
 * (prerender.tsx). The declarative router, not createBrowserRouter: the app uses none of the data
 * router's loaders, actions or fetchers, which were a seventh of every page's first script.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
