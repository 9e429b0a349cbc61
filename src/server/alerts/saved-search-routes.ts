import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALERT_SMS_PER_DAY,
  savedSearchInputSchema,
  savedSearchListResponseSchema,
  savedSearchPatchSchema,
  savedSearchResponseSchema,
  subscriptionStateSchema,
} from '../../shared/saved-search';
import { AppError } from '../app-error';
import { requireUser, type Viewer } from '../auth/viewer';
import { pageLanguage } from '../plugins/page-language';
import { ADDRESS_LIMITS, clientKey } from '../plugins/rate-limit';
import { malformedForm, parseInput } from '../validate';
import { requireAlertToken } from './alert-token';
import { createSavedSearch } from './create-saved-search';
import { deleteSavedSearch } from './delete-saved-search';
import { findSavedSearches } from './find-saved-searches';
import { readSavedQuery, searchColumns } from './saved-search-filters';
import { toSavedSearchJson } from './saved-search-json';
import { searchName } from './search-name';
import { subscribeVisitor } from './subscribe-visitor';
import {
  confirmSubscription,
  getSubscriptionState,
  resumeSubscription,
  unsubscribe,
} from './subscription-by-link';
import { updateSavedSearch } from './update-saved-search';

// Saving is per account (it may be busy) or, for visitors, tight per address: each visitor's save
// may send a confirmation mail to whatever address was typed.
const SAVE_LIMIT = {
  max: (request: FastifyRequest) => (request.viewer ? 60 : 10),
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) =>
    request.viewer ? `user:${request.viewer.id}` : `address:${clientKey(request)}`,
};
// An account's own list and edits: what the app does as its owner browses.
const OWN_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
// A mailed link's screen reads and acts: a guessed token is worthless (HMAC), but not free to try.
const LINK_LIMIT = { max: 60, timeWindow: '15 minutes' } as const;
// One-click unsubscribes come from mail providers' servers, many readers' at once from one address:
// the API's whole budget per address, no tighter.
const ONE_CLICK_LIMIT = { max: ADDRESS_LIMITS.api, timeWindow: '1 minute' } as const;

const idParams = z.object({ id: z.uuid() });
/** Alert SMS go only to a number the account proved it holds with a code. */
const hasVerifiedPhone = (user: { phone: string | null; phoneVerifiedAt: Date | null }) =>
  user.phone !== null && user.phoneVerifiedAt !== null;
// A token is 51 characters (alert-token.ts); the router takes no path segment over 100.
const tokenParams = z.object({ token: z.string().min(1).max(100) });
const noBody = z.object({}).strict().optional();
const deletedResponse = z.object({ success: z.literal(true), message: z.string() });

/**
 * What the one-click unsubscribe may carry: RFC 8058's form body `List-Unsubscribe=One-Click`
 * (urlencoded or multipart, as the RFC allows), or nothing / `{}` from the web screen.
 */
const oneClickForm = z.object({ 'List-Unsubscribe': z.literal('One-Click') }).strict();
const oneClickBody = z.union([oneClickForm, z.object({}).strict()]).optional();

/**
 * Why a search may not have its alerts by SMS: the server sends none (ALERT_SMS), or the account
 * (a visitor has none) has no verified number to send them to.
 */
function refuseSms(alertSms: boolean, viewer: Viewer | null): void {
  if (!alertSms) throw new AppError('VALIDATION_FAILED', undefined, { sms: 'sms_alerts_off' });
  if (!viewer || !hasVerifiedPhone(viewer.user))
    throw new AppError('VALIDATION_FAILED', undefined, { sms: 'phone_not_verified' });
}

/** Saved searches and their alerts (issue 18): an account's list, a visitor's subscription, mailed links. */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const linkContext = { db: app.db, secret: app.sessionKeys.secret };

  app.post(
    '/saved-searches',
    {
      config: { rateLimit: SAVE_LIMIT },
      schema: {
        summary: 'Save a search: alerts to the account, or to a visitor’s address once confirmed',
        description:
          '`query` is the search page’s URL query string; it is kept in canonical form, and refused ' +
          '(400, naming the parameter) where the search itself would refuse it. Logged in: the ' +
          'account’s alerts, confirmed at once; at most 20 (409 `SAVED_SEARCH_LIMIT`); `email` is ' +
          'refused (`{email: "not_for_accounts"}`). A visitor gives `email` (`{email: "required"}` ' +
          'without it): the subscription answers `confirmed: false` and a mail in the page’s ' +
          'language (`?lang=`, the `language` cookie) asks the address to confirm; nothing else is ' +
          'sent before. The answer is the same whatever the address already has, and an address ' +
          'gets at most 3 such mails a day and keeps at most 20 subscriptions. `sms: true` sends an ' +
          'account’s alerts by SMS too, as `PATCH … {sms: true}` does, with the same refusals (a ' +
          'visitor is `{sms: "phone_not_verified"}`: the web dialog signs them in with the number’s ' +
          'code first; `GET /meta`’s `alert_sms` says whether the server sends alert SMS).',
        tags: ['saved-searches'],
        body: savedSearchInputSchema,
        response: { 201: savedSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const { viewer } = request;
      const input = request.body;
      if (viewer && input.email !== undefined)
        throw new AppError('VALIDATION_FAILED', undefined, { email: 'not_for_accounts' });
      if (input.sms === true) refuseSms(app.config.alertSms, viewer);
      if (!viewer && input.email === undefined)
        throw new AppError('VALIDATION_FAILED', undefined, { email: 'required' });
      const { query, search } = readSavedQuery(input.query);
      const language = viewer?.user.language ?? pageLanguage(request);
      const saved = {
        name: searchName(input.name, search.keyword, language),
        query,
        frequency: input.frequency,
        language,
        columns: await searchColumns(app.db, search),
        sms: input.sms === true,
      };
      reply.code(201);
      if (viewer) {
        const row = await createSavedSearch(app.db, viewer.id, saved);
        return { success: true as const, data: toSavedSearchJson(row) };
      }
      // The answer is written before the address is looked at (subscribe-visitor.ts): its content
      // and its time are the same whether the address is new, subscribed, or over its limits.
      const id = randomUUID();
      const email = input.email!;
      app.background.afterResponse(reply, 'saved search subscription', async () => {
        await subscribeVisitor(
          { ...linkContext, channels: app.notificationChannels, publicUrl: app.config.publicUrl },
          { ...saved, id, email },
        );
      });
      return {
        success: true as const,
        data: toSavedSearchJson({
          id,
          name: saved.name,
          query,
          frequency: saved.frequency,
          paused: false,
          sms: false,
          confirmedAt: null,
          createdAt: new Date(),
          newCount: 0,
        }),
      };
    },
  );

  app.get(
    '/saved-searches',
    {
      config: { rateLimit: OWN_LIMIT },
      schema: {
        summary: 'The account’s saved searches, newest first, with what is new since each was opened',
        description:
          '`new_count`: listings still public that the search matched after it was last opened ' +
          '(`PATCH … {seen: true}`). `sms` on a search: its alerts also go by SMS. `sms` beside ' +
          'the list: whether the server sends alerts by SMS at all (`available`, off unless ' +
          '`ALERT_SMS=on`) and whether the account has a verified mobile number to send them to.',
        tags: ['saved-searches'],
        response: { 200: savedSearchListResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireUser(request.viewer);
      return {
        success: true as const,
        data: await findSavedSearches(app.db, user.id),
        sms: { available: app.config.alertSms, phone_verified: hasVerifiedPhone(user) },
      };
    },
  );

  app.patch(
    '/saved-searches/:id',
    {
      config: { rateLimit: OWN_LIMIT },
      schema: {
        summary:
          'Rename a saved search, change how often it alerts, pause or resume it, mark it seen, or ' +
          'send its alerts by SMS too',
        description:
          'Only its owner; anyone else’s (or an unknown id) is 404 `SAVED_SEARCH_NOT_FOUND`. ' +
          '`seen: true` marks it opened now (its `new_count` starts again from 0). Pausing drops ' +
          'the alerts waiting to be mailed. `sms: true` sends its alerts by SMS as well as by ' +
          'e-mail, to the account’s verified mobile number, each alert once, at most ' +
          `${ALERT_SMS_PER_DAY} SMS an account a day (beyond, the e-mail alone): 400 ` +
          '`VALIDATION_FAILED` with `{sms: "sms_alerts_off"}` when the server sends no alert SMS ' +
          '(`ALERT_SMS`), `{sms: "phone_not_verified"}` when the account has no verified number. ' +
          '`sms: false` is always taken.',
        tags: ['saved-searches'],
        params: idParams,
        requestBody: { json: savedSearchPatchSchema },
        response: { 200: savedSearchResponseSchema },
      },
    },
    async (request) => {
      // Who asks is settled before the body is read: a visitor's body is not worth validating.
      const viewer = requireUser(request.viewer);
      const patch = parseInput(savedSearchPatchSchema, request.body);
      if (patch.sms === true) refuseSms(app.config.alertSms, viewer);
      return {
        success: true as const,
        data: await updateSavedSearch(app.db, viewer.id, request.params.id, patch),
      };
    },
  );

  app.delete(
    '/saved-searches/:id',
    {
      config: { rateLimit: OWN_LIMIT },
      schema: {
        summary: 'Delete a saved search (its owner only; anyone else’s is 404)',
        tags: ['saved-searches'],
        params: idParams,
        response: { 200: deletedResponse },
      },
    },
    async (request) => {
      await deleteSavedSearch(app.db, requireUser(request.viewer).id, request.params.id);
      return { success: true as const, message: 'Saved search deleted.' };
    },
  );

  app.get(
    '/saved-searches/confirm/:token',
    {
      config: { rateLimit: LINK_LIMIT },
      schema: {
        summary: 'What a confirmation link would confirm (changes nothing)',
        description:
          'For the `/alerts/confirm` screen, so that a mail scanner following the link changes ' +
          'nothing. 403 `ALERT_LINK_INVALID` for a token that does not hold or is over 30 days old.',
        tags: ['saved-searches'],
        params: tokenParams,
        response: { 200: subscriptionStateSchema },
      },
    },
    async (request) => {
      const id = requireAlertToken(app.sessionKeys.secret, request.params.token, 'confirm');
      return { success: true as const, data: await getSubscriptionState(app.db, id) };
    },
  );

  app.post(
    '/saved-searches/confirm/:token',
    {
      config: { rateLimit: LINK_LIMIT },
      schema: {
        summary: 'Confirm a visitor’s subscription with the token of its mailed link (double opt-in)',
        tags: ['saved-searches'],
        params: tokenParams,
        response: { 200: subscriptionStateSchema },
      },
    },
    async (request) => {
      const id = requireAlertToken(app.sessionKeys.secret, request.params.token, 'confirm');
      parseInput(noBody, request.body);
      return { success: true as const, data: await confirmSubscription(app.db, id) };
    },
  );

  app.get(
    '/saved-searches/unsubscribe/:token',
    {
      config: { rateLimit: LINK_LIMIT },
      schema: {
        summary: 'What an unsubscribe link would stop (changes nothing)',
        description: 'For the `/alerts/unsubscribe` screen. Unsubscribe links never expire.',
        tags: ['saved-searches'],
        params: tokenParams,
        response: { 200: subscriptionStateSchema },
      },
    },
    async (request) => {
      const id = requireAlertToken(app.sessionKeys.secret, request.params.token, 'unsubscribe');
      return { success: true as const, data: await getSubscriptionState(app.db, id) };
    },
  );

  app.post(
    '/saved-searches/resume/:token',
    {
      config: { rateLimit: LINK_LIMIT },
      schema: {
        summary: 'Resume a saved search’s mails with the token of its unsubscribe link',
        description:
          'The `/alerts/unsubscribe` screen’s “resume” button: whoever could stop the mails with ' +
          'the link may start them again (a visitor has no other way). Same-site only, unlike the ' +
          'one-click unsubscribe; a GET of the link never resumes. Idempotent.',
        tags: ['saved-searches'],
        params: tokenParams,
        response: { 200: subscriptionStateSchema },
      },
    },
    async (request) => {
      const id = requireAlertToken(app.sessionKeys.secret, request.params.token, 'unsubscribe');
      parseInput(noBody, request.body);
      return { success: true as const, data: await resumeSubscription(app.db, id) };
    },
  );

  await app.register(oneClickUnsubscribeRoute);
};

/**
 * The unsubscribe POST, in a context of its own: the only route that reads urlencoded forms and
 * the only one that takes a cross-site POST. Mail providers send RFC 8058's one-click unsubscribe
 * from their own servers, with no session and possibly an Origin of theirs; the token in the path
 * is the whole authority, and pausing alerts is all it can do.
 */
const oneClickUnsubscribeRoute: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/saved-searches/unsubscribe/:token',
    {
      config: { rateLimit: ONE_CLICK_LIMIT, crossSiteAllowed: true },
      schema: {
        summary: 'Stop a saved search’s mails: one-click (RFC 8058) or from the unsubscribe screen',
        description:
          'Pauses the search. The mails’ `List-Unsubscribe` header names this URL and ' +
          '`List-Unsubscribe-Post: List-Unsubscribe=One-Click`: mail programs POST that form body ' +
          '(`application/x-www-form-urlencoded` or `multipart/form-data`), from another site, ' +
          'without a session; the web screen POSTs no body or `{}`. Idempotent.',
        tags: ['saved-searches'],
        params: tokenParams,
        requestBody: { json: z.object({}).strict(), urlencoded: oneClickForm, form: oneClickForm },
        response: { 200: subscriptionStateSchema },
      },
    },
    async (request) => {
      const id = requireAlertToken(app.sessionKeys.secret, request.params.token, 'unsubscribe');
      parseInput(oneClickBody, request.isMultipart() ? await formFields(request) : request.body);
      return { success: true as const, data: await unsubscribe(app.db, id) };
    },
  );
};

/** A multipart one-click form's fields: a few short ones, no file. */
async function formFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: { fields: 4, fieldSize: 200, files: 0 } })) {
      if (part.type === 'field') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw malformedForm(error);
  }
  return fields;
}
