// How wide a listing page draws the photo its gallery opens with (the `sizes` of its srcset). The
// server preloads that photo with the same value, so the browser fetches early the very file the
// page then shows.
export const GALLERY_PHOTO_SIZES = '(min-width: 1024px) 640px, 100vw';
