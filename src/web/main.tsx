import { HANDOVER_ID } from '../shared/server-render';
import './styles/app.css';

/**
 * The entry script: the style sheet, and the app once it may start. A page the server drew is
 * readable as it is, so the app's code (about 160 KB) waits until the page and its photos have
 * loaded and been painted, and takes no bandwidth from them on a slow connection; the code the page will need is then
 * fetched at once (the server lists it on #root, `data-modules`). A page the browser draws alone
 * starts the app straight away.
 */
async function start(): Promise<void> {
  if (document.getElementById(HANDOVER_ID)) {
    if (document.readyState !== 'complete') {
      await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
    }
    // And until it has been painted (a second at most: some browsers do not report paints).
    await Promise.race([firstPaint(), new Promise((resolve) => setTimeout(resolve, 1000))]);
    for (const href of document.getElementById('root')?.dataset.modules?.split(' ') ?? []) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      link.crossOrigin = '';
      document.head.append(link);
    }
  }
  await import('./start-app');
}

/** Resolves once the browser has painted the page's content, and its next frame has begun. */
function firstPaint(): Promise<void> {
  return new Promise((resolve) => {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(resolve));
    }).observe({ type: 'paint', buffered: true });
  });
}

void start();
