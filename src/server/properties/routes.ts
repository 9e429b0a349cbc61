import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingDetailSchema, propertyPageSchema, propertySchema } from '../../shared/property';
import { findPropertiesQuerySchema, propertyIdParamsSchema } from '../../shared/property-query';
import {
  favoriteInputSchema,
  createPropertyInputSchema,
  updatePropertyInputSchema,
} from '../../shared/property-input';
import { requireUser } from '../auth/viewer';
import { parseInput, requireChanges } from '../validate';
import { createProperty, findByIdempotencyKey } from './create-property';
import { deleteProperty } from './delete-property';
import { findOwnProperties } from './find-own-properties';
import { findProperties } from './find-properties';
import { allFiles, propertyFormSchema, readPropertyForm } from './read-property-form';
import { setFavorite } from './set-favorite';
import { updateProperty } from './update-property';
import { findRelatedProperties } from './find-related-properties';
import { getProperty } from './get-property';
import { checkPrice, listingPriceGuide } from './check-price';
import { findPriceHistory } from './find-price-history';
import { priceHistoryAnswerSchema } from '../../shared/price-guide';
import { listingAnswerSchema } from './listing-answer';
import { signVisitToken } from './visit-token';

// A device-made key (the offline outbox's: a UUID): letters, digits and dashes, 8 to 64 of them.
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional()
    .describe('Optional. A repeated create with the same key answers the listing made first.'),
});

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/property/create',
    {
      schema: {
        summary: 'Post a listing; it waits for review',
        description:
          'A photo the server cannot read (415) or that has too many pixels to decode (413) is named ' +
          'in `errors` as `photos.<index>` among the `photos` files sent (from 0), or as ' +
          '`floor_plans.<index>` among the `floor_plans` (at most 2, not counted as photos); nothing is stored.',
        tags: ['listings'],
        headers: idempotencyHeaders,
        requestBody: {
          json: createPropertyInputSchema,
          form: propertyFormSchema(createPropertyInputSchema),
        },
        response: { 201: listingAnswerSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request.viewer);
      const form = await readPropertyForm(request);
      const input = parseInput(createPropertyInputSchema, form.data);
      const idempotencyKey = request.headers['idempotency-key'];
      const first =
        idempotencyKey && (await findByIdempotencyKey(app.db, app.storage, viewer, idempotencyKey));
      if (first) {
        reply.code(201);
        return { success: true as const, message: 'Property Post created successfully', data: first };
      }
      await app.admitPhotos(request, reply, allFiles(form.files));
      const data = await createProperty(app.db, app.storage, viewer, input, form.files, { idempotencyKey });
      reply.code(201);
      return { success: true as const, message: 'Property Post created successfully', data };
    },
  );

  app.get(
    '/property/logged-user-all',
    {
      schema: {
        summary: 'The viewer’s own listings, whatever their status, or their favourites',
        tags: ['listings'],
        querystring: z.object({ favorite: z.enum(['true', 'false']).optional() }),
        response: { 200: z.object({ success: z.literal(true), data: z.array(propertySchema) }) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await findOwnProperties(
        app.db,
        app.storage,
        requireUser(request.viewer),
        request.query.favorite === 'true',
      ),
    }),
  );

  app.patch(
    '/property/:id',
    {
      schema: {
        summary: 'Edit a listing (its owner or an admin), or mark it a favourite (any user)',
        description:
          'A body of `{favorite}` alone marks or unmarks a favourite; any other body is an edit. ' +
          'Fields left out are kept; an owner’s edit of a pending or declined listing sends it back to ' +
          'review. One of an approved listing keeps it public and waits as `pending_revision` ' +
          '(a change of the price alone goes live at once; a save that changes nothing writes nothing). ' +
          'A refused new photo is named in `errors` as `photos.<index>` (a floor plan as `floor_plans.<index>`), ' +
          'as in `POST /property/create`; `floor_plan_order` orders and removes floor plans as `photo_order` does photos.',
        tags: ['listings'],
        requestBody: {
          json: z.union([favoriteInputSchema, updatePropertyInputSchema]),
          form: propertyFormSchema(updatePropertyInputSchema),
        },
        params: propertyIdParamsSchema,
        response: {
          200: z.union([
            listingAnswerSchema,
            z.object({
              success: z.literal(true),
              data: z.object({ _id: z.string(), favorite: z.boolean() }),
            }),
          ]),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request.viewer);
      const { id } = request.params;
      // `{favorite}` alone is any user's favourite switch; anything else is the owner's edit.
      const favorite = !request.isMultipart() && favoriteInputSchema.safeParse(request.body);
      if (favorite && favorite.success) {
        await setFavorite(app.db, viewer, id, favorite.data.favorite);
        return { success: true as const, data: { _id: id, favorite: favorite.data.favorite } };
      }
      const form = await readPropertyForm(request);
      const input = parseInput(updatePropertyInputSchema, form.data);
      requireChanges(input, allFiles(form.files).length);
      const data = await updateProperty(
        app.db,
        app.storage,
        viewer,
        id,
        input,
        form.files,
        (files) => app.admitPhotos(request, reply, files),
        app.listingEvents,
      );
      return { success: true as const, message: 'Property Post updated successfully', data };
    },
  );

  app.delete(
    '/property/:id',
    {
      schema: {
        summary: 'Delete a listing and its photos (its owner or an admin)',
        tags: ['listings'],
        params: propertyIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      await deleteProperty(app.db, app.storage, requireUser(request.viewer), request.params.id);
      return { success: true as const, message: 'Property has been deleted.' };
    },
  );

  // Two names for one search, both in the API contract: browsing, and the search box's keyword.
  const listingSearches = [
    ['/property/approved-all', 'Public listings, filtered, sorted and paged'],
    ['/property/searched-properties', 'Search public listings (the same filters, with a keyword)'],
  ] as const;
  for (const [url, summary] of listingSearches) {
    app.get(
      url,
      {
        schema: {
          summary,
          tags: ['listings'],
          querystring: findPropertiesQuerySchema,
          response: { 200: propertyPageSchema },
        },
      },
      async (request) => findProperties(app.db, app.storage, request.query, request.viewer?.id ?? null),
    );
  }

  app.get(
    '/property/:id',
    {
      schema: {
        summary: 'One listing: a public one, or one of the viewer’s own (admins see all)',
        description:
          '`visitToken` is what the listing’s page reports its view and contact taps with ' +
          '(`POST /property/{id}/view`, `/contact-event`): fetching the listing counts nothing. ' +
          '`price_check` compares its price with the median of the public listings of its area, ' +
          'category and deal (null when fewer than 5 are alike): its page warns against paying ' +
          'before a visit, more firmly when `far_below`; where the price guide has its row, that row decides. ' +
          '`price_guide` is that row (`GET /price-guide`) and how far this price (per unit) is from its median.',
        tags: ['listings'],
        params: propertyIdParamsSchema,
        response: {
          200: z.object({ success: z.literal(true), data: listingDetailSchema, visitToken: z.string() }),
        },
      },
    },
    async (request) => {
      const data = await getProperty(app.db, app.storage, request.params.id, request.viewer);
      const priceGuide = await listingPriceGuide(app.db, data);
      return {
        success: true as const,
        data: { ...data, price_check: await checkPrice(app.db, data, priceGuide), price_guide: priceGuide },
        visitToken: signVisitToken(app.sessionKeys.secret, data._id),
      };
    },
  );

  app.get(
    '/property/:id/price-history',
    {
      schema: {
        summary: 'A listing’s prices, newest first (whoever may see the listing)',
        description: 'Each price with when it began (`from`) and ended (`until`, null for the current one).',
        tags: ['listings'],
        params: propertyIdParamsSchema,
        response: { 200: priceHistoryAnswerSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await findPriceHistory(app.db, app.storage, request.params.id, request.viewer),
    }),
  );

  app.get(
    '/property/:id/related',
    {
      schema: {
        summary: 'Public listings like this one',
        tags: ['listings'],
        params: propertyIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true), data: z.array(propertySchema) }) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await findRelatedProperties(app.db, app.storage, request.params.id, request.viewer?.id ?? null),
    }),
  );
};
