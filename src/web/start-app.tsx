import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { HANDOVER_ID } from '../shared/server-render';
import { changeLanguage, startLanguage } from './i18n/i18n';
import { isLanguage } from './i18n/language';
import type { Language } from '../shared/enums';
import { routes } from './app/router';
import { createStore } from './app/store';
import { apiStateHandedOver } from './lib/api';

// Loaded by main.tsx: draws the app in #root, or takes over the page the server drew there.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page the server drew comes with the answers it was drawn with (entry-server.tsx).
const handover = document.getElementById(HANDOVER_ID)?.textContent;
const drawnIn = handover && isLanguage(document.documentElement.lang) ? document.documentElement.lang : null;
const starting = startLanguage(drawnIn);
const store = createStore();
if (handover) store.dispatch(apiStateHandedOver(JSON.parse(handover)));

/**
 * Once the page is live: the visitor's stored language, if the server drew it in another, and a mark
 * on <html> that it now answers taps (a tap before hydration is lost; the end-to-end tests wait for it).
 */
function Live({ preferred }: { preferred: Language }) {
  useEffect(() => {
    if (drawnIn && preferred !== drawnIn) void changeLanguage(preferred);
    document.documentElement.dataset.live = 'true';
  }, [preferred]);
  return null;
}

/** The current screen's code, loaded before the first render so that hydration need not wait. */
async function loadFirstScreen(): Promise<boolean> {
  const lazyRoutes = (matchRoutes(routes, window.location) ?? []).map(({ route }) => route);
  try {
    await Promise.all(
      lazyRoutes.map(async (route: RouteObject) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
    return true;
  } catch {
    return false; // the router tries again, and shows RouteError if it fails once more
  }
}

// The router is made after the first screen's code is loaded: it copies the routes as they are then.
const app = (preferred: Language) => (
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={createBrowserRouter(routes)} />
      <Live preferred={preferred} />
    </Provider>
  </StrictMode>
);

if (!handover) {
  // Drawn by the browser alone: the router shows the animated logo while the screen's code arrives.
  void starting.then((preferred) => createRoot(root).render(app(preferred)));
} else {
  void Promise.all([starting, loadFirstScreen()]).then(([preferred, loaded]) => {
    // A page that hydrates differently from how the server drew it is a bug: say so in the console,
    // where the end-to-end tests look (production React would otherwise report it only to window.onerror).
    // As a transition, hydration yields to the browser every few milliseconds: a tap or a scroll on
    // the drawn page is not held up by one long task.
    if (loaded) {
      startTransition(() => {
        hydrateRoot(root, app(preferred), {
          onRecoverableError: (error, info) => console.error('hydration', error, info.componentStack),
        });
      });
    } else {
      createRoot(root).render(app(preferred));
    }
  });
}
