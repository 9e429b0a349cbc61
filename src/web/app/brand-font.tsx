import bengali400 from '@fontsource/hind-siliguri/files/hind-siliguri-bengali-400-normal.woff2?url';
import bengali600 from '@fontsource/hind-siliguri/files/hind-siliguri-bengali-600-normal.woff2?url';
import latin400 from '@fontsource/hind-siliguri/files/hind-siliguri-latin-400-normal.woff2?url';
import latin600 from '@fontsource/hind-siliguri/files/hind-siliguri-latin-600-normal.woff2?url';
import { QueryStatus } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from './store';

// Hind Siliguri, Bengali and Latin, regular and semibold: about 175 KB.
const FACES = [
  [bengali400, '400'],
  [latin400, '400'],
  [bengali600, '600'],
  [latin600, '600'],
] as const;

/**
 * The four faces, put to use together once all have arrived: the page is laid out again once,
 * not once per face (a phone takes tens of milliseconds for each). A face that fails leaves the
 * system font, which the fallback faces of styles/app.css size to Hind Siliguri's metrics.
 */
async function loadFaces(): Promise<void> {
  const faces = FACES.map(
    ([url, weight]) =>
      new FontFace('Hind Siliguri', `url(${url}) format('woff2')`, { weight, display: 'swap' }),
  );
  await Promise.all(faces.map((face) => face.load()));
  for (const face of faces) document.fonts.add(face);
}

/**
 * Loads the brand font once the first screen is drawn with its data and its main photo: on a slow
 * network the fonts would otherwise take bandwidth and connections from them. Until then text
 * shows in the system font, as font-display: swap would show it anyway.
 */
export function BrandFont() {
  const store = useStore<RootState>();
  useEffect(() => {
    const loading = () =>
      Object.values(store.getState().api.queries).some((query) => query?.status === QueryStatus.pending);
    const start = () => {
      if (loading()) return;
      unsubscribe();
      // A macrotask later React has drawn the data, so its photos are asked for before the fonts.
      setTimeout(() => {
        const photos = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
        void Promise.all(photos.map((photo) => photo.decode().catch(() => undefined)))
          .then(loadFaces)
          .catch(() => undefined);
      });
    };
    const unsubscribe = store.subscribe(start);
    start();
    return unsubscribe; // calling it twice is harmless
  }, [store]);
  return null;
}
