import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/avatar';
import { useAuth } from '../../lib/session/use-auth';
import { CoverPhoto } from './cover-photo';
import { buttonClass } from '../../components/button';

/**
 * The top of the user's profile: the cover photo across the page (edge to edge on a phone), the
 * avatar overlapping its lower left edge, the name and account type beside it, and the way to
 * change them. Without a cover, a calm earth-toned band that invites one.
 */
export function ProfileHeader() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <div className="-mx-4 mb-6 sm:mx-0">
      <CoverPhoto
        photo={user.cover_photo ?? null}
        alt={t('setting.coverPhoto')}
        priority
        className="sm:rounded-2xl"
        empty={
          <Link
            to="/setting"
            className="rounded-full bg-white/90 px-4 py-2 font-semibold text-earth shadow-sm hover:bg-white"
          >
            {t('accountLook.addCover')}
          </Link>
        }
      />
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3 px-4 sm:px-6">
        <Avatar
          user={user}
          alt={t('setting.avatar')}
          sizes="(min-width: 640px) 128px, 96px"
          className="relative -mt-12 h-24 w-24 text-4xl ring-4 ring-cream sm:-mt-16 sm:h-32 sm:w-32 sm:text-5xl"
        />
        <div className="min-w-0 flex-1 pb-1">
          <p className="truncate text-xl font-semibold text-stone-900 sm:text-2xl">{user.name}</p>
          {user.account_type && <p className="text-stone-600">{t(`auth.${user.account_type}`)}</p>}
        </div>
        <Link
          to="/setting"
          className={buttonClass(
            'brand-outline',
            'mb-1 w-full px-4 py-1.5 text-center hover:bg-brand-light sm:w-auto',
          )}
        >
          {t('accountLook.editProfile')}
        </Link>
      </div>
    </div>
  );
}
