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
      className={`relative flex aspect-[2/1] items-center justify-center overflow-hidden bg-gradient-to-br from-earth-light via-cream to-brand-light sm:aspect-[3/1] lg:aspect-[4/1] ${className}`}
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
        empty
      )}
    </div>
  );
}
