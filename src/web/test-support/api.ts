import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { LANDMARKS } from '../../shared/landmarks';
import { vocabularies, type Meta } from '../../shared/meta';
import { API_BASE } from '../lib/api';

// For a component test the server is an outside service: its HTTP calls (fetch and XMLHttpRequest
// alike) are answered at the network boundary by MSW's service worker, with what the real API
// answers (the shapes of src/shared). Each test says what the server answers with `answer(...)`.

/** An address on the API: `api('/meta')` is `/api/v1/meta`, as the components ask for it. */
export const api = (path: string) => `${API_BASE}${path}`;

/** Three of Rajshahi's places, one of each kind the forms group them by. */
export const META: Meta = {
  ...vocabularies(),
  cities: [{ slug: 'rajshahi', name: 'Rajshahi', name_bn: 'রাজশাহী' }],
  areas: [
    {
      slug: 'uposhohor',
      name: 'Uposhohor',
      name_bn: 'উপশহর',
      city: 'rajshahi',
      kind: 'neighbourhood',
      lat: 24.3605,
      lng: 88.6278,
    },
    {
      slug: 'boalia',
      name: 'Boalia',
      name_bn: 'বোয়ালিয়া',
      city: 'rajshahi',
      kind: 'thana',
      lat: 24.371,
      lng: 88.6,
    },
    { slug: 'paba', name: 'Paba', name_bn: 'পবা', city: 'rajshahi', kind: 'upazila', lat: 24.43, lng: 88.63 },
  ],
  contact: { email: 'hello@thikana.test', phone: null },
  alert_sms: true,
  map_tiles: { url: '/test-tiles/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
};

/** What every screen may ask for: the vocabularies and places. */
const always: RequestHandler[] = [
  http.get(api('/meta'), () => HttpResponse.json({ success: true, data: META })),
  // The post form's pin says how far the nearest landmark is.
  http.get(api('/landmarks'), () => HttpResponse.json({ success: true, data: LANDMARKS })),
];

export const worker = setupWorker(...always);

/** API calls no test answered: each one fails the test that made it (setup.ts). */
export const unanswered: string[] = [];

export async function startApi(): Promise<void> {
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
    onUnhandledRequest(request) {
      const url = new URL(request.url);
      if (url.pathname.startsWith(API_BASE)) unanswered.push(`${request.method} ${url.pathname}`);
    },
  });
}

/** What the server answers in this test, before (and over) the answers every test has. */
export function answer(...handlers: RequestHandler[]): void {
  worker.use(...handlers);
}
