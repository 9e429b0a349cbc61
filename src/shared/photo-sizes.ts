// How wide a listing page draws the photo its gallery opens with (the `sizes` of its srcset). The
// server preloads that photo with the same value, so the browser fetches early the very file the
// page then shows.
export const GALLERY_PHOTO_SIZES = '(min-width: 1024px) 640px, 100vw';

// The widths the server keeps of every photo, listing photo, avatar or cover (WebP variants,
// server/media/photo-variants.ts). The browser scales an avatar or a cover to the widest of them
// before it sends it (web/lib/scale-photo.ts): more pixels would cross mobile data for nothing.
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
export const WIDEST_PHOTO = Math.max(...PHOTO_WIDTHS);
