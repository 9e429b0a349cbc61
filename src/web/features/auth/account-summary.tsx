import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../shared/format';
import { displayBdPhone } from '../../../shared/phone';
import { Avatar } from '../../components/avatar';
import { useLanguage } from '../../components/use-language';
import { useAuth } from '../../lib/session/use-auth';

/**
 * Who is signed in, at the top of the account menu: photo (or initial), name, and the number or
 * address the account goes by. A verified number first (many accounts have no e-mail), else the
 * e-mail, else an unverified number. Its own chunk (user-menu.tsx).
 */
export default function AccountSummary({ className }: { className: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user } = useAuth();
  const phone = user.phone ? localDigits(displayBdPhone(user.phone), language) : null;
  const contact = user.phone_verified ? phone : (user.email ?? phone);
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <Avatar user={user} className="h-11 w-11 text-lg" sizes="44px" />
      <p className="min-w-0 leading-tight">
        <span className="sr-only">{t('accountLook.signedInAs')} </span>
        <span className="block truncate font-semibold text-stone-900">{user.name}</span>
        {contact && <span className="block truncate text-sm text-stone-600">{contact}</span>}
      </p>
    </div>
  );
}
