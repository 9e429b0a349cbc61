import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Property } from '../../../shared/property';
import { buttonClass } from '../../components/button';

/**
 * What a visitor finds on a listing that was sold or rented: the fact, in place of the owner's number,
 * and the way on to listings like it in the same area.
 */
export function ClosedNote({ property }: { property: Property }) {
  const { t } = useTranslation();
  if (property.market_status === 'available') return null;
  const similar = new URLSearchParams({
    area: property.property_address.delegation.slug,
    category: property.category.name,
    property_type: property.property_type,
  });
  return (
    <section role="status" className="rounded-2xl border border-stone-300 bg-stone-100 p-5">
      <p className="font-semibold text-stone-900">{t(`dealState.closedNote_${property.market_status}`)}</p>
      <Link
        to={`/property-searched?${similar.toString()}`}
        className={buttonClass(
          'primary',
          'mt-3 inline-flex min-h-11 items-center px-5 py-2 hover:bg-brand-dark',
        )}
      >
        {t('dealState.seeSimilar')}
      </Link>
    </section>
  );
}
