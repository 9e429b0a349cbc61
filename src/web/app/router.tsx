import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { APP_ROUTES, NOT_FOUND_SCREEN, type AppRoute } from '../../shared/app-paths';
import { INFO_PAGES, type InfoPageName } from '../content/info-pages';
import { RequireAuth } from '../features/auth/require-auth';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { loadTexts } from '../i18n/i18n';
import { metaApi } from '../lib/meta-api';
import type { Prefetch } from '../lib/prefetch';
import type InfoPage from '../screens/info-page';
import { RootLayout } from './layout/root-layout';

/** What a route tells the server that renders it (`entry-server.tsx`). */
export interface ScreenHandle {
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

/** A screen's code and the texts it reads beyond the common ones, loaded together. */
function screen(name: string, texts?: readonly string[]): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [{ default: Component, prefetch }] = await Promise.all([loadScreen(name), loadTexts(texts)]);
      return { Component, handle: { prefetch } satisfies ScreenHandle };
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
      };
    },
  };
}

// The footer's areas and contact lines are on every page.
const prefetchMeta: Prefetch = (dispatch) => [dispatch(metaApi.endpoints.getMeta.initiate())];
const accountOnly: ScreenHandle = { clientOnly: true };

/** A route of the table (src/shared/app-paths.ts) as the router takes it. */
function route({ path, screen: name, infoPage, texts }: AppRoute): RouteObject {
  if (name !== 'info-page') return { path, ...screen(name, texts) };
  if (!infoPage || !(infoPage in INFO_PAGES)) throw new Error(`No info page ${infoPage} (${path})`);
  return { path, ...infoScreen(infoPage as InfoPageName) };
}

const inLayout = APP_ROUTES.filter((r) => !r.bare);
const bare = APP_ROUTES.filter((r) => r.bare);
/** The routes behind a login, in RequireAuth; drawn by the browser alone (the server skips them too). */
const behindLogin = (list: readonly AppRoute[]): RouteObject[] =>
  list.some((r) => r.signedIn)
    ? [
        {
          element: <RequireAuth />,
          handle: accountOnly,
          children: list.filter((r) => r.signedIn).map(route),
        },
      ]
    : [];

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
          ...inLayout.filter((r) => !r.signedIn).map(route),
          ...behindLogin(inLayout),
          { path: '*', ...screen(NOT_FOUND_SCREEN) },
        ],
      },
    ],
  },
  {
    element: <RootLayout bare />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    handle: accountOnly,
    children: [...bare.filter((r) => !r.signedIn).map(route), ...behindLogin(bare)],
  },
];
