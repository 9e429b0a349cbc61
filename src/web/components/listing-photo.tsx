import type { Photo } from '../../shared/property';

interface ListingPhotoProps {
  photo: Photo | null;
  alt: string;
  /** How wide the photo is drawn, so the browser picks the smallest file that is sharp enough. */
  sizes: string;
  /** The widest variant worth fetching, when the photo is never drawn large. */
  maxWidth?: number;
  className?: string;
  priority?: boolean;
  placeholder: string;
}

/** A listing photo from its WebP variants, or a calm placeholder when the listing has none. */
export function ListingPhoto({
  photo,
  alt,
  sizes,
  maxWidth,
  className = '',
  priority = false,
  placeholder,
}: ListingPhotoProps) {
  if (!photo?.url) {
    return (
      <div
        className={`flex items-center justify-center bg-earth-light text-earth ${className}`}
        role="img"
        aria-label={placeholder}
      >
        <svg viewBox="0 0 24 24" className="h-10 w-10" aria-hidden="true">
          <path fill="currentColor" d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3z" />
        </svg>
      </div>
    );
  }
  return (
    <img
      src={photo.url}
      srcSet={maxWidth ? narrowerThan(photo.srcset, maxWidth) : photo.srcset}
      sizes={sizes}
      alt={alt}
      width={photo.width || undefined}
      height={photo.height || undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={`object-cover ${className}`}
    />
  );
}

/** The candidates of a srcset ("…-320.webp 320w, …-640.webp 640w, …") no wider than `maxWidth`. */
function narrowerThan(srcset: string, maxWidth: number): string {
  return srcset
    .split(/,\s+/)
    .filter((candidate) => Number(/\s(\d+)w$/.exec(candidate)?.[1] ?? Infinity) <= maxWidth)
    .join(', ');
}
