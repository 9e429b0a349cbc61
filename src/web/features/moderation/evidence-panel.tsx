import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoPair } from '../../components/photo-pair';
import { localDigits } from '../../../shared/format';
import { formatDate } from '../../../shared/format-date';
import type { Evidence, EvidenceListing } from '../../../shared/moderation';
import { displayBdPhone } from '../../../shared/phone';
import { useLanguage } from '../../components/use-language';
import { useGetEvidenceQuery } from './moderation-api';

/**
 * What a moderator sees before deciding (GET /property/admin/{id}/evidence): this listing's photos
 * beside the other accounts' listings' photos they match, other accounts' listings with its number,
 * the other numbers its text spells out, and how much its account posted lately. Approving a listing
 * whose evidence is on screen says so (decision-controls.tsx): one with copied photos needs it.
 */
export function EvidencePanel({ id }: { id: string }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  // Read when the card comes near the screen: a page of 50 cards does not ask for 50 at once.
  const [near, setNear] = useState(false);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = panel.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setNear(true);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const { data, isError } = useGetEvidenceQuery(id, { skip: !near });
  const n = (value: number) => localDigits(String(value), language);
  const titleId = `evidence-${id}`;

  return (
    <section
      ref={panel}
      aria-labelledby={titleId}
      aria-busy={!data && !isError}
      className="rounded-xl border border-amber-300 bg-amber-50 p-3"
    >
      <h3 id={titleId} className="font-semibold text-stone-900">
        {t('evidence.title')}
      </h3>
      {isError && <p className="text-sm text-danger-dark">{t('evidence.loadFailed')}</p>}
      {data && (
        <div className="mt-2 flex flex-col gap-3 text-sm text-stone-800">
          {nothingFound(data) && <p>{t('evidence.nothing')}</p>}
          <Finding
            title={t('evidence.photosTitle')}
            items={data.photo_matches}
            listClassName="flex flex-col gap-2"
            item={(match) => (
              <li
                key={`${match.photo_url} ${match.other_photo_url ?? match.other.id}`}
                className="rounded-lg bg-white p-2"
              >
                <PhotoPair
                  photo={match.photo_url}
                  other={match.other_photo_url}
                  texts={{
                    photo: t('evidence.thisPhoto'),
                    other: t('evidence.otherPhoto'),
                    gone: t('evidence.fileGone'),
                  }}
                />
                {/* Which is which, for the eye: the pictures' own names say it to a screen reader. */}
                <div aria-hidden="true" className="mt-1 grid grid-cols-2 gap-2 text-xs text-stone-600">
                  <span>{t('evidence.thisPhoto')}</span>
                  <span>{t('evidence.otherPhoto')}</span>
                </div>
                <OtherListing listing={match.other} />
                <p className="text-stone-600">
                  {t('evidence.storedOn', {
                    date: formatDate(new Date(match.other_stored_at), language, 'dateTime'),
                  })}
                </p>
              </li>
            )}
          />
          <Finding
            title={t('evidence.sameNumberTitle')}
            items={data.same_number}
            listClassName="list-inside list-disc"
            item={(listing) => (
              <li key={listing.id}>
                <OtherListing listing={listing} inline />
              </li>
            )}
          />
          <Finding
            title={t('evidence.numbersTitle')}
            items={data.numbers_in_text}
            listClassName="flex flex-wrap gap-2"
            item={(number) => (
              <li key={number} dir="ltr" className="rounded bg-white px-2 py-0.5 font-semibold">
                {localDigits(displayBdPhone(number), language)}
              </li>
            )}
          />
          <p>
            {t('evidence.account', {
              name: data.account.name,
              listings: n(data.account.recent_listings),
              areas: n(data.account.recent_areas),
              all: n(data.account.listings),
            })}
          </p>
          {data.account.burst && <p className="font-semibold text-danger-dark">{t('evidence.burst')}</p>}
        </div>
      )}
    </section>
  );
}

/** One kind of finding, in the warning colour, or nothing when there is none of it. */
function Finding<T>({
  title,
  items,
  listClassName,
  item,
}: {
  title: string;
  items: T[];
  listClassName: string;
  item: (value: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="font-semibold text-danger-dark">{title}</h4>
      <ul className={`mt-1 ${listClassName}`}>{items.map(item)}</ul>
    </div>
  );
}

const nothingFound = (evidence: Evidence) =>
  evidence.photo_matches.length === 0 &&
  evidence.same_number.length === 0 &&
  evidence.numbers_in_text.length === 0;

/** Another listing: its title (a link while it exists), its account and its status. */
function OtherListing({ listing, inline = false }: { listing: EvidenceListing; inline?: boolean }) {
  const { t } = useTranslation('dashboard');
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag className={inline ? '' : 'mt-1'}>
      {listing.title ? (
        <a href={`/product/${listing.id}`} className="font-semibold text-brand-dark underline">
          <bdi>{listing.title}</bdi>
        </a>
      ) : (
        <span className="font-semibold">{t('evidence.status_deleted')}</span>
      )}
      {' · '}
      <bdi>{listing.owner?.name ?? t('evidence.unknownOwner')}</bdi>
      {listing.title && ` · ${t(`evidence.status_${listing.status}`)}`}
    </Tag>
  );
}
