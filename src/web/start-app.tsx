import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider, useDispatch } from 'react-redux';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import { HANDOVER_ID } from '../shared/server-render';
import { changeLanguage, startLanguage } from './i18n/i18n';
import { isLanguage } from './i18n/language';
import type { Language } from '../shared/enums';
import { routes } from './app/router';
import { createStore, type AppStore } from './app/store';
import { apiStateHandedOver } from './lib/api';
import { nextTask } from './lib/next-task';
import { checkSession } from './lib/session/check-session';

// Loaded by main.tsx: draws the app in #root, or takes over the page the server drew there.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page the server drew comes with the answers it was drawn with (entry-server.tsx).
const handover = document.getElementById(HANDOVER_ID)?.textContent;
const drawnIn = handover && isLanguage(document.documentElement.lang) ? document.documentElement.lang : null;
const starting = startLanguage(drawnIn);

/**
 * Once the page is live: the visitor's stored language, if the server drew it in another, who is
 * signed in, if the server drew the page (for a visitor), and a mark on <html> that it now answers
 * taps (a tap before hydration is lost; the end-to-end tests wait for it).
 */
function Live({ preferred }: { preferred: Language }) {
  const dispatch = useDispatch();
  useEffect(() => {
    if (drawnIn && preferred !== drawnIn) void changeLanguage(preferred);
    if (handover) checkSession(dispatch);
    document.documentElement.dataset.live = 'true';
  }, [preferred, dispatch]);
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

const app = (store: AppStore, router: DataRouter, preferred: Language) => (
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
      <Live preferred={preferred} />
    </Provider>
  </StrictMode>
);

/**
 * Takes over the page the server drew. Each step is a task of its own (finding the screen and
 * running its code, reading the handed-over answers, making the router, hydrating), so that no one
 * of them holds up a tap on a slow phone.
 */
async function takeOver(container: HTMLElement, answers: string): Promise<void> {
  await nextTask();
  const [preferred, loaded] = await Promise.all([starting, loadFirstScreen()]);
  await nextTask();
  const store = createStore();
  store.dispatch(apiStateHandedOver(JSON.parse(answers)));
  await nextTask();
  // Made after the first screen's code is loaded: the router copies the routes as they are then.
  const router = createBrowserRouter(routes);
  await nextTask();
  if (!loaded) {
    createRoot(container).render(app(store, router, preferred));
    return;
  }
  // A page that hydrates differently from how the server drew it is a bug: say so in the console,
  // where the end-to-end tests look (production React would otherwise report it only to window.onerror).
  // As a transition, hydration yields to the browser every few milliseconds.
  startTransition(() => {
    hydrateRoot(container, app(store, router, preferred), {
      onRecoverableError: (error, info) => console.error('hydration', error, info.componentStack),
    });
  });
}

if (handover) {
  void takeOver(root, handover);
} else {
  // Drawn by the browser alone: the router shows the animated logo while the screen's code arrives.
  const store = createStore();
  checkSession(store.dispatch);
  void starting.then((preferred) =>
    createRoot(root).render(app(store, createBrowserRouter(routes), preferred)),
  );
}
