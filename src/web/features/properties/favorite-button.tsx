import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Property } from '../../../shared/property';
import { signInUrlFor } from '../../lib/session/redirect';
import { useAuth } from '../../lib/session/use-auth';
import { useSetFavoriteMutation } from '../../lib/properties-api';

/** The heart: filled when the listing is a favourite. A visitor is asked to log in first. */
export function FavoriteButton({ property, className = '' }: { property: Property; className?: string }) {
  const { t } = useTranslation();
  // While the app is still asking who the user is, a tap must neither send them to log in nor be lost.
  const { isAuthenticated, isLoading: checkingUser } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [setFavorite, { isLoading }] = useSetFavoriteMutation();
  const active = property.favorite;

  function toggle() {
    if (!isAuthenticated) return void navigate(signInUrlFor(location.pathname + location.search));
    setFavorite({ id: property._id, favorite: !active }).catch((error: unknown) =>
      console.error('favourite failed', error),
    );
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={isLoading || checkingUser}
      aria-pressed={active}
      aria-label={`${active ? t('favorite.remove') : t('favorite.add')}: ${property.property_title}`}
      className={`needs-app relative z-10 rounded-full bg-white/95 p-2 shadow ${active ? 'text-danger' : 'text-stone-600'} ${className}`}
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
          fill={active ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
