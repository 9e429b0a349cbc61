import { HANDOVER_ID } from '../shared/server-render';
import { outboxMayHoldListings } from './features/post/outbox-mark';
import { nextTask } from './lib/next-task';
import './styles/app.css';

/**
 * The entry script: the style sheet, and the app once it may start. A page the server drew is
 * readable as it is, so the app's code (about 160 KB) waits until the page and its photos have
 * loaded and been painted, and takes no bandwidth from them on a slow connection; then the code the
 * page needs is fetched at once (the server lists it on #root, `data-modules`). On a connection so
 * slow that this takes more than a few seconds, the app starts anyway: the page should answer taps.
 * A page the browser draws alone starts the app straight away.
 */
async function start(): Promise<void> {
  if (document.getElementById(HANDOVER_ID)) {
    await Promise.race([loadedAndPainted(), delay(4000)]);
    await preloadModules(document.getElementById('root')?.dataset.modules?.split(' ') ?? []);
  }
  // The app's code runs in two parts, each in a task of its own (the libraries and the store, then
  // the rest): run as one, it held a slow phone's page still for a fifth of a second.
  await import('./app/store');
  await nextTask();
  await import('./start-app');
}

/**
 * Asks for the page's modules a few at a time, a task for each few: every request a link starts
 * costs a slow phone a few milliseconds, and thirty at once held the page still.
 */
async function preloadModules(hrefs: string[]): Promise<void> {
  for (let from = 0; from < hrefs.length; from += 6) {
    for (const href of hrefs.slice(from, from + 6)) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      link.crossOrigin = '';
      document.head.append(link);
    }
    await nextTask();
  }
}

async function loadedAndPainted(): Promise<void> {
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  // A browser that does not report paints goes on after a frame.
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    return nextFrame();
  }
  await new Promise<void>((resolve) => {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  await nextFrame();
}

/** Once the browser has begun its next frame, and that frame's work is done. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The service worker that keeps the app and the last viewed listings for offline use
 * (docs/offline.md): registered once the page has loaded and the browser is idle, so it takes
 * nothing from the first paint. A new version found later is offered, not forced (app/update-notice).
 */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  const offer = (worker: ServiceWorker | null) => {
    if (worker && serviceWorker.controller)
      void import('./app/update-notice').then((m) => m.offerUpdate(worker));
  };
  window.addEventListener(
    'load',
    () =>
      (window.requestIdleCallback ?? setTimeout)(() => {
        // A browser with workers turned off (some private modes, test browsers) answers nothing or
        // refuses: the site works as before, online.
        serviceWorker
          .register('/sw.js')
          .then((registration: ServiceWorkerRegistration | undefined) => {
            if (!registration) return;
            offer(registration.waiting);
            registration.addEventListener('updatefound', () => {
              const worker = registration.installing;
              worker?.addEventListener('statechange', () => worker.state === 'installed' && offer(worker));
            });
          })
          .catch(() => undefined);
      }),
    { once: true },
  );
}

/** Listings published while offline are sent once the page is idle (features/post/outbox.ts). */
function startOutbox(): void {
  if (!('indexedDB' in window) || !outboxMayHoldListings()) return;
  window.addEventListener(
    'load',
    () =>
      (window.requestIdleCallback ?? setTimeout)(
        () => void import('./features/post/outbox-sender').then((m) => m.startOutbox()),
      ),
    { once: true },
  );
}

registerServiceWorker();
startOutbox();
void start();
