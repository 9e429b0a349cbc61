import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTrailList } from '../../components/admin-trail-list';
import { PhotoPair } from '../../components/photo-pair';
import type { AccountView } from '../../../shared/account-admin';
import { localDigits } from '../../../shared/format';
import { formatDate } from '../../../shared/format-date';
import { displayBdPhone } from '../../../shared/phone';
import { useLanguage } from '../../components/use-language';
import { SuspensionForm } from './suspension-form';

/**
 * One account as an admin sees it (GET /admin/accounts/{id}): who it is, the numbers it gives, its
 * listings (each a link), the reports against them, the admins' audit trail of the account and its
 * listings, its photos found in other accounts' listings, and suspending it.
 */
export function AccountDetails({ view }: { view: AccountView }) {
  const { t } = useTranslation('account-view');
  // The report reasons' names are the report form's (the `report` namespace, read through the default).
  const { t: common } = useTranslation();
  const { t: trail } = useTranslation('trail');
  const language = useLanguage();
  const n = (value: number) => localDigits(String(value), language);
  const date = (iso: string) => formatDate(new Date(iso), language, 'day');
  const phone = (number: string) => localDigits(displayBdPhone(number), language);
  const { account } = view;

  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="account-name" className="rounded-xl bg-white p-4">
        <h1 id="account-name" className="text-2xl font-semibold text-stone-900">
          <bdi>{account.name}</bdi>
        </h1>
        <p className="mt-1 text-stone-700">
          {t(`accountView.type_${account.account_type}`)}
          {account.is_admin && ` · ${t('accountView.admin')}`} ·{' '}
          {t('accountView.joined', { date: date(account.created_at) })}
        </p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-stone-800">
          <dt className="font-semibold">{t('accountView.phone')}</dt>
          <dd>
            {account.phone ? (
              <>
                <span dir="ltr" className="whitespace-nowrap">
                  {phone(account.phone)}
                </span>{' '}
                · {account.phone_verified ? t('accountView.verified') : t('accountView.notVerified')}
              </>
            ) : (
              t('accountView.none')
            )}
          </dd>
          <dt className="font-semibold">{t('accountView.email')}</dt>
          <dd className="break-all">
            {account.email ? (
              <>
                <span dir="ltr">{account.email}</span> ·{' '}
                {account.email_verified ? t('accountView.verified') : t('accountView.notVerified')}
              </>
            ) : (
              t('accountView.none')
            )}
          </dd>
        </dl>
        {account.suspended_at && (
          <div role="status" className="mt-3 rounded-lg bg-danger/10 p-3 text-danger-dark">
            <p className="font-semibold">
              {t('accountView.suspendedSince', { date: date(account.suspended_at) })}
            </p>
            {account.suspended_reason && (
              <p className="whitespace-pre-line">
                {t('accountView.suspendedReason', { reason: account.suspended_reason })}
              </p>
            )}
          </div>
        )}
      </section>

      <Part id="numbers" title={t('accountView.numbersTitle')}>
        {view.numbers.length === 0 ? (
          <p>{t('accountView.none')}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {view.numbers.map((row) => (
              <li key={row.number}>
                <span dir="ltr" className="whitespace-nowrap font-semibold tracking-wide">
                  {phone(row.number)}
                </span>{' '}
                · {t('accountView.numberListings', { count: row.listings, n: n(row.listings) })}
                {row.account_phone && ` · ${t('accountView.accountPhone')}`}
              </li>
            ))}
          </ul>
        )}
      </Part>

      <Part id="listings" title={t('accountView.listingsTitle', { n: n(view.listings_total) })}>
        {view.listings.length === 0 ? (
          <p>{t('accountView.noListings')}</p>
        ) : (
          <>
            {view.listings.length < view.listings_total && (
              <p className="mb-2 text-sm text-stone-600">
                {t('accountView.listingsShown', {
                  shown: n(view.listings.length),
                  n: n(view.listings_total),
                })}
              </p>
            )}
            <ul className="flex flex-col divide-y divide-stone-100">
              {view.listings.map((listing) => (
                <li key={listing.id} className="flex gap-3 py-2">
                  {listing.photo_url ? (
                    <img src={listing.photo_url} alt="" className="h-14 w-20 shrink-0 rounded object-cover" />
                  ) : (
                    <span className="h-14 w-20 shrink-0 rounded bg-stone-100" />
                  )}
                  <div className="min-w-0">
                    <a href={`/product/${listing.id}`} className="font-semibold text-brand-dark underline">
                      <bdi>{listing.title}</bdi>
                    </a>
                    <p className="text-sm text-stone-700">
                      {t(`accountView.status_${listing.status}`)}
                      {listing.market_status !== 'available' &&
                        ` · ${t(`accountView.market_${listing.market_status}`)}`}{' '}
                      · {language === 'bn' ? listing.area.bn : listing.area.en} ·{' '}
                      <span dir="ltr" className="whitespace-nowrap">
                        {phone(listing.contact_number)}
                      </span>{' '}
                      · {t('accountView.postedOn', { date: date(listing.created_at) })}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </Part>

      <Part id="matches" title={t('accountView.matchesTitle', { n: n(view.photo_matches.length) })}>
        {view.photo_matches.length === 0 ? (
          <p>{t('accountView.noMatches')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {view.photo_matches.map((match) => (
              <li key={`${match.property_id} ${match.other.id}`} className="rounded-lg bg-amber-50 p-2">
                <p className="mb-1 font-semibold">
                  <bdi>{match.property_title}</bdi> ·{' '}
                  {t('accountView.matchPhotos', { count: match.photos, n: n(match.photos) })}
                </p>
                <PhotoPair
                  photo={match.photo_url}
                  other={match.other_photo_url}
                  texts={{
                    photo: t('accountView.thisPhoto'),
                    other: t('accountView.otherPhoto'),
                    gone: t('accountView.fileGone'),
                  }}
                />
                <p className="mt-1 text-sm">
                  {t('accountView.otherListing')}
                  {match.other.title ? (
                    <a
                      href={`/product/${match.other.id}`}
                      className="font-semibold text-brand-dark underline"
                    >
                      <bdi>{match.other.title}</bdi>
                    </a>
                  ) : (
                    t('accountView.status_deleted')
                  )}
                  {' · '}
                  {match.other.owner ? (
                    <a href={`/dashboard/accounts/${match.other.owner.id}`} className="underline">
                      <bdi>{match.other.owner.name}</bdi>
                    </a>
                  ) : (
                    t('accountView.unknownOwner')
                  )}
                  {match.other.title && ` · ${t(`accountView.status_${match.other.status}`)}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Part>

      <Part id="reports" title={t('accountView.reportsTitle', { n: n(view.reports.length) })}>
        {view.reports.length === 0 ? (
          <p>{t('accountView.noReports')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {view.reports.map((report, i) => (
              <li key={i}>
                <span className="font-semibold">{common(`report.reason_${report.reason}`)}</span>
                {report.details && (
                  <>
                    : <bdi>{report.details}</bdi>
                  </>
                )}
                <span className="block text-sm text-stone-600">
                  <bdi>{report.property_title}</bdi> · {date(report.created_at)} ·{' '}
                  {report.resolved_at ? t('accountView.resolved') : t('accountView.open')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Part>

      <Part id="trail" title={trail('trail.titleCount', { n: n(view.trail.length) })}>
        <AdminTrailList entries={view.trail} showListing />
      </Part>

      <SuspensionForm account={account} />
    </div>
  );
}

/** One part of the view: a heading and what it lists. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`part-${id}`} className="rounded-xl bg-white p-4 text-stone-800">
      <h2 id={`part-${id}`} className="mb-2 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
