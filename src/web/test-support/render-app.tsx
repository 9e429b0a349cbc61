import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from 'vitest-browser-react';
import type { User } from '../../shared/auth';
import type { Language } from '../../shared/enums';
import { createStore } from '../app/store';
import { sessionStarted } from '../lib/session/auth-slice';
import { showIn } from './texts';

interface AppOptions {
  /** The address the component is shown at; its path is the route's. */
  url?: string;
  language?: Language;
  /** Signed in as this user, as after the session check; a visitor without. */
  user?: User;
}

/**
 * Renders `ui` as the app renders a screen (start-app.tsx): in StrictMode, inside the app's own
 * store (RTK Query, the session) and a router at `url`. Returns the router, to read where the
 * component sent the user, and the store.
 */
export async function renderInApp(ui: ReactNode, { url = '/', language = 'bn', user }: AppOptions = {}) {
  await showIn(language);
  const store = createStore();
  if (user) store.dispatch(sessionStarted({ user }));
  const path = new URL(url, window.location.origin).pathname;
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const screen = await render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
  return { screen, router, store };
}
