import type { ReactNode } from 'react';

interface CoverPhotoProps {
  photo: { url: string; srcset?: string } | null;
  alt: string;
  /** What the band shows without a photo. */
  empty?: ReactNode;
  priority?: boolean;
  className?: string;
}

/**
 * A cover photo as a wide band: 2∶1 on a phone, 3∶1 from `sm`, 4∶1 from `lg`, cropped to fill it.
 * The profile and the settings' preview draw the same band, so a user sees in settings what the
 * profile will show.
 */
export function CoverPhoto({ photo, alt, empty, priority = false, className = '' }: CoverPhotoProps) {
  return (
    <div
      className={`relative flex aspect-[2/1] items-center justify-center overflow-hidden bg-gradient-to-br from-earth-light to-brand-light sm:aspect-[3/1] lg:aspect-[4/1] ${className}`}
    >
      {photo ? (
        <img
          src={photo.url}
          srcSet={photo.srcset}
          // At most the page's width (max-w-6xl less its padding).
          sizes="(min-width: 1152px) 1120px, 100vw"
          alt={alt}
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <>
          {/* Rooftops along the lower edge: the band reads as a place, not as a missing picture. */}
          <svg
            viewBox="0 0 400 40"
            preserveAspectRatio="none"
            aria-hidden="true"
            className="absolute inset-x-0 bottom-0 h-1/4 w-full text-brand/15"
          >
            <path
              fill="currentColor"
              d="M0 40V26l18-12 18 12v-6h14V10l22-10 22 10v16h12V20l14-9 14 9v-4h18V6l26-6 26 6v22h12V18l16-10 16 10v4h20V12l20-9 20 9v14h14V16l18-11 18 11v6h12V12l15-9 15 9v28z"
            />
          </svg>
          {empty}
        </>
      )}
    </div>
  );
}
