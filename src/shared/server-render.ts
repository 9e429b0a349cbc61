import type { Language } from './enums';

// The contract between the server and the web app's server entry (src/web/entry-server.tsx), which
// the server loads from the build (dist/ssr) and may not import.

export interface ScreenRequest {
  /** Path and query of the page. */
  url: string;
  language: Language;
  /** The API as a browser on this page would call it: the server asks itself. */
  fetchApi: typeof fetch;
}

export interface DrawnScreen {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The `<script type="application/json">` with the answers the page was drawn with. */
  handover: string;
}

/** Draws a page's screen, or null when the browser draws it alone (account screens, a failure). */
export type DrawScreen = (request: ScreenRequest) => Promise<DrawnScreen | null>;

/** The id of the handover element. */
export const HANDOVER_ID = 'thikana-handover';
