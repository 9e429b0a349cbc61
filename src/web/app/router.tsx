import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { INFO_PAGES, type InfoPageName } from '../content/info-pages';
import { RequireAuth } from '../features/auth/require-auth';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { metaApi } from '../lib/meta-api';
import type { Prefetch } from '../lib/prefetch';
import type InfoPage from '../screens/info-page';
import { RootLayout } from './layout/root-layout';

/** What a route tells the server that renders it (`entry-server.tsx`). */
export interface ScreenHandle {
  /** The screen's module, `src/web/screens/<screen>.tsx`: its chunk is preloaded with the page. */
  screen?: string;
  /** The queries of its first paint. */
  prefetch?: Prefetch;
  /** Drawn by the browser alone: what it shows depends on who is logged in. */
  clientOnly?: boolean;
}

interface ScreenModule {
  default: ComponentType;
  prefetch?: Prefetch;
}

// Every screen is its own chunk: a phone downloads only the screen it opens. The
// router loads it before it changes screens; the first page's is loaded before hydration (main.tsx).
const SCREENS = import.meta.glob<ScreenModule>('../screens/*.tsx');

function loadScreen(name: string): Promise<ScreenModule> {
  const load = SCREENS[`../screens/${name}.tsx`];
  if (!load) throw new Error(`No screen src/web/screens/${name}.tsx`);
  return load();
}

function screen(name: string): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: Component, prefetch } = await loadScreen(name);
      return { Component, handle: { screen: name, prefetch } satisfies ScreenHandle };
    },
  };
}

/** A help or policy page: the screen and the page's text, both ready before it is drawn. */
function infoScreen(page: InfoPageName): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module, content] = await Promise.all([loadScreen('info-page'), INFO_PAGES[page]()]);
      const Screen = module.default as unknown as typeof InfoPage;
      return {
        element: <Screen page={page} content={content.default} />,
        handle: { screen: 'info-page' } satisfies ScreenHandle,
      };
    },
  };
}

// The footer's areas and contact lines are on every page.
const prefetchMeta: Prefetch = (dispatch) => [dispatch(metaApi.endpoints.getMeta.initiate())];
const accountOnly: ScreenHandle = { clientOnly: true };

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // A page the browser draws alone shows the animated logo until its screen's code is there.
    hydrateFallbackElement: <PageLoader />,
    handle: { prefetch: prefetchMeta } satisfies ScreenHandle,
    children: [
      {
        // A screen that fails is replaced by RouteError inside the layout: navbar and footer stay.
        errorElement: <RouteError />,
        children: [
          { path: '/', ...screen('home') },
          { path: '/sign-in', ...screen('sign-in') },
          { path: '/sign-up', ...screen('sign-up') },
          { path: '/forgot-password', ...screen('forgot-password') },
          { path: '/password/reset/:token', ...screen('reset-password') },
          { path: '/listing-link', ...screen('listing-link') },
          // A saved search's mails lead here; the token is the key, no login needed.
          { path: '/alerts/confirm', ...screen('alert-confirm') },
          { path: '/alerts/unsubscribe', ...screen('alert-unsubscribe') },
          // The mail that adds an e-mail to an account leads here; the token is the proof.
          { path: '/email/confirm', ...screen('email-confirm') },
          { path: '/property-searched', ...screen('search-page') },
          { path: '/property-post', ...screen('property-post') },
          { path: '/rent-out', ...screen('rent-out') },
          { path: '/product/:id', ...screen('product-details') },
          { path: '/contact', ...screen('contact') },
          { path: '/how-it-works', ...infoScreen('how-it-works') },
          { path: '/how-to-buy', ...infoScreen('how-to-buy') },
          { path: '/safety', ...infoScreen('safety') },
          { path: '/help', ...infoScreen('help') },
          { path: '/privacy-policy', ...infoScreen('privacy-policy') },
          { path: '/terms-of-services', ...infoScreen('terms-of-services') },
          // Anyone may start posting; logging in is asked for at the publish step.
          { path: '/post-sell', ...screen('post-sell') },
          {
            element: <RequireAuth />,
            handle: accountOnly,
            children: [
              { path: '/product/edit/:editId', ...screen('edit-property') },
              { path: '/profile-post', ...screen('profile-post') },
              { path: '/saved-searches', ...screen('saved-searches') },
              { path: '/setting', ...screen('setting') },
            ],
          },
          { path: '*', ...screen('not-found') },
        ],
      },
    ],
  },
  {
    element: <RootLayout bare />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    handle: accountOnly,
    children: [{ element: <RequireAuth />, children: [{ path: '/dashboard', ...screen('dashboard') }] }],
  },
];
