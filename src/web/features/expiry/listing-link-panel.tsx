import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format-date';
import { apiErrorOf, apiErrorText } from '../../components/form-errors';
import { useLanguage } from '../../components/use-language';
import { useHydrated } from '../../lib/use-hydrated';
import { useCloseListingByLinkMutation, useRenewListingMutation } from './expiry-api';
import { Button } from '../../components/button';

export interface ListingLinkRequest {
  id: string;
  token: string;
  action: 'renew' | 'close';
  deal: 'rent' | 'sell';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a reminder mail's link asks, read from its query; null when something is missing. */
export function readListingLink(params: URLSearchParams): ListingLinkRequest | null {
  const id = params.get('id') ?? '';
  const token = params.get('token') ?? '';
  const action = params.get('do');
  const deal = params.get('deal') === 'sell' ? 'sell' : 'rent';
  if (!UUID.test(id) || !token || (action !== 'renew' && action !== 'close')) return null;
  return { id, token, action, deal };
}

/**
 * The screen a reminder mail's link opens. Opening it changes nothing (mail scanners open links);
 * its one button renews the listing (POST /property/{id}/renew) or marks it rented or sold
 * (PATCH /property/{id}/status), with the link's token, then says what happened.
 */
export function ListingLinkPanel({ request }: { request: ListingLinkRequest | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const live = useHydrated();
  const [renew, renewing] = useRenewListingMutation();
  const [close, closing] = useCloseListingByLinkMutation();
  const outcome = useRef<HTMLDivElement>(null);
  const state = request?.action === 'close' ? closing : renewing;
  const done = state.isSuccess ? state.data : null;
  const failure = apiErrorOf(state.error);

  // The answer takes the focus, so a screen reader or keyboard user hears what happened.
  useEffect(() => {
    if (done || failure) outcome.current?.focus();
  }, [done, failure]);

  if (!request) {
    return (
      <Frame title={t('expiry.linkBrokenTitle')}>
        <p className="text-stone-700">{t('expiry.linkBroken')}</p>
        <MyListingsLink />
      </Frame>
    );
  }

  const closedAs = request.deal === 'sell' ? 'sold' : 'rented';
  const title =
    request.action === 'renew'
      ? t('expiry.renewTitle')
      : t(closedAs === 'sold' ? 'expiry.soldTitle' : 'expiry.rentedTitle');

  async function act() {
    if (!request) return;
    if (request.action === 'renew') await renew({ id: request.id, token: request.token });
    else await close({ id: request.id, token: request.token, status: closedAs });
  }

  const until = done?.expiresAt ? formatDate(new Date(done.expiresAt), language, 'day') : '';

  return (
    <Frame title={title}>
      {done ? (
        <div ref={outcome} tabIndex={-1} role="status" className="space-y-4 outline-none">
          <p className="rounded-lg border border-brand/40 bg-brand-light p-3 font-semibold text-brand-dark">
            {request.action === 'renew'
              ? t('expiry.renewedListing', { title: done.property_title, date: until })
              : t(closedAs === 'sold' ? 'expiry.markedSold' : 'expiry.markedRented', {
                  title: done.property_title,
                })}
          </p>
          <Link to={`/product/${request.id}`} className="block font-semibold text-brand-dark hover:underline">
            {t('expiry.seeListing')}
          </Link>
          <MyListingsLink />
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-stone-700">
            {request.action === 'renew'
              ? t('expiry.renewExplain')
              : t(closedAs === 'sold' ? 'expiry.soldExplain' : 'expiry.rentedExplain')}
          </p>
          {failure && (
            <div ref={outcome} tabIndex={-1} role="alert" className="space-y-3 outline-none">
              <p className="rounded-lg border border-danger/40 bg-danger/10 p-3 font-semibold text-danger-dark">
                {apiErrorText(t, failure.code)}
              </p>
              <MyListingsLink />
            </div>
          )}
          {!failure && (
            <Button
              variant="primary"
              busy={state.isLoading}
              disabled={!live}
              onClick={() => void act()}
              className="w-full px-5 py-3 hover:bg-brand-dark"
            >
              {state.isLoading
                ? t('expiry.working')
                : request.action === 'renew'
                  ? t('expiry.renew')
                  : t(closedAs === 'sold' ? 'expiry.markSold' : 'expiry.markRented')}
            </Button>
          )}
        </div>
      )}
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-4 text-2xl font-semibold text-stone-900">{title}</h1>
        {children}
      </div>
    </section>
  );
}

function MyListingsLink() {
  const { t } = useTranslation();
  return (
    <Link to="/profile-post" className="block font-semibold text-brand-dark hover:underline">
      {t('expiry.myListings')}
    </Link>
  );
}
