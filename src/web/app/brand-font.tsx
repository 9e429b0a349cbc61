import { QueryStatus } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from './store';

/**
 * Loads the brand font (styles/fonts.css, about 180 KB) once the first screen is drawn with its data
 * and its main photo: on a slow network the fonts would otherwise take bandwidth and connections
 * from them. Until then text shows in the system font, as font-display: swap would show it anyway.
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
        void Promise.all(photos.map((photo) => photo.decode().catch(() => undefined))).then(
          () => import('../styles/fonts.css'),
        );
      });
    };
    const unsubscribe = store.subscribe(start);
    start();
    return unsubscribe; // calling it twice is harmless
  }, [store]);
  return null;
}
