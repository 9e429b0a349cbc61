interface AvatarProps {
  user: { name?: string | undefined; avatar?: { url: string; srcset?: string } | null | undefined };
  /** Size, text size and any ring: `h-7 w-7 text-sm`. */
  className: string;
  /** How wide it is drawn, so the browser fetches the smallest variant that is sharp enough. */
  sizes: string;
  /** Names the photo where it is shown for itself (the profile); beside a name it is decoration. */
  alt?: string;
}

/** A user's photo in a circle, or the first letter of their name on earth brown. */
export function Avatar({ user, className, sizes, alt }: AvatarProps) {
  return (
    <span
      aria-hidden={user.avatar && alt ? undefined : true}
      className={`flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-earth font-semibold text-white ${className}`}
    >
      {user.avatar ? (
        <img
          src={user.avatar.url}
          srcSet={user.avatar.srcset}
          sizes={sizes}
          alt={alt ?? ''}
          className="h-full w-full object-cover"
        />
      ) : (
        ([...(user.name ?? '').trim()][0] ?? '?').toUpperCase()
      )}
    </span>
  );
}
