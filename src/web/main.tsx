import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { HANDOVER_ID } from '../shared/server-render';
import { changeLanguage, startLanguage } from './i18n/i18n';
import { isLanguage } from './i18n/language';
import './styles/app.css';
import { routes } from './app/router';
import { createStore } from './app/store';
import { apiStateHandedOver } from './lib/api';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page the server drew comes with the answers it was drawn with (entry-server.tsx).
const handover = document.getElementById(HANDOVER_ID)?.textContent;
const drawnIn = handover && isLanguage(document.documentElement.lang) ? document.documentElement.lang : null;
const preferred = startLanguage(drawnIn);
const store = createStore();
if (handover) store.dispatch(apiStateHandedOver(JSON.parse(handover)));

/** Once the page is live: the visitor's stored language, if the server drew it in another. */
function StoredLanguage() {
  useEffect(() => {
    if (drawnIn && preferred !== drawnIn) changeLanguage(preferred);
  }, []);
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

void loadFirstScreen().then((loaded) => {
  const app = (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={createBrowserRouter(routes)} />
        <StoredLanguage />
      </Provider>
    </StrictMode>
  );
  if (handover && loaded) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
