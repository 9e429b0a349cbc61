import { fetchBaseQuery, QueryStatus } from '@reduxjs/toolkit/query/react';
import { createInstance, type i18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LANGUAGES, type Language } from '../shared/enums';
import { HANDOVER_ID, type DrawScreen } from '../shared/server-render';
import { routes, type ScreenHandle } from './app/router';
import { createStore } from './app/store';
import { i18nOptions, NAMESPACES, textsBackend } from './i18n/catalogue';
import { API_BASE, isMissing } from './lib/api';

// A page that takes longer than this is left to the browser: the visitor is not kept waiting.
const DRAW_TIMEOUT_MS = 3000;
// The origin the server's own API calls are addressed to; fetchApi answers them in-process.
const SELF = 'http://thikana.internal';

const handler = createStaticHandler(routes);
// The texts never change while the server runs: one i18next per language, shared by all pages, with
// every namespace loaded before the first page is drawn, so each page is drawn with all its texts.
const translators = Object.fromEntries(
  await Promise.all(
    LANGUAGES.map(async (language) => {
      const translator = createInstance().use(textsBackend);
      await translator.init(i18nOptions(language, NAMESPACES));
      return [language, translator] as const;
    }),
  ),
) as Record<Language, i18n>;

/**
 * Draws the screen at `url` with React's streaming renderer and React Router's data APIs
 * (docs/server-rendering.md): the router matches the URL and loads the screen's code, the queries its
 * first paint needs run against the API, and React renders the whole tree once they have answered.
 * The answers go to the browser in the handover, so hydration draws the same and asks nothing again.
 */
export const drawScreen: DrawScreen = async ({ url, language, fetchApi }) => {
  // Appended, not resolved against SELF: a path such as //host/x stays a path, as the browser's router reads it.
  const address = new URL(SELF + url);
  const context = await handler.query(new Request(address));
  if (context instanceof Response) return null;
  const handles = context.matches.map((match) => (match.route.handle ?? {}) as ScreenHandle);
  if (handles.some((handle) => handle.clientOnly)) return null;

  const store = createStore({ baseQuery: fetchBaseQuery({ baseUrl: SELF + API_BASE, fetchFn: fetchApi }) });
  const { searchParams } = address;
  await Promise.all(
    context.matches.flatMap(
      (match, i) => handles[i]?.prefetch?.(store.dispatch, { params: match.params, searchParams }) ?? [],
    ),
  );
  // A page drawn around a failed answer ("could not load", status 200) is worse than an undrawn one,
  // which the browser fills in: only a missing listing (404) is an answer worth drawing.
  if (
    Object.values(store.getState().api.queries).some(
      (query) => query?.status === QueryStatus.rejected && !isMissing(query.error),
    )
  ) {
    return null;
  }

  const html = await render(
    <StrictMode>
      <I18nextProvider i18n={translators[language]}>
        <Provider store={store}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </Provider>
      </I18nextProvider>
    </StrictMode>,
  );
  return {
    html,
    handover: `<script type="application/json" id="${HANDOVER_ID}">${jsonInHtml({ api: store.getState().api })}</script>`,
  };
};

/**
 * The whole tree as HTML once every part is ready. Any error, even one a Suspense boundary would
 * leave to the browser, or a render slower than DRAW_TIMEOUT_MS throws: the server then sends the
 * page undrawn (and logs why).
 */
async function render(tree: ReactNode): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('page took too long to draw')), DRAW_TIMEOUT_MS);
  let failure: unknown = null;
  try {
    const stream = await renderToReadableStream(tree, {
      signal: controller.signal,
      // Never split a large screen out of the page: that takes inline scripts, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= error;
      },
    });
    await stream.allReady;
    const html = await new Response(stream).text();
    if (failure !== null || controller.signal.aborted) throw failure ?? controller.signal.reason;
    return html;
  } finally {
    clearTimeout(timer); // React's listener on the signal goes with it
  }
}

/** JSON inside an element: no text in it may close the element or open a comment. */
function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
