import { z } from 'zod';
import { CATEGORIES, PROPERTY_TYPES, SORTS, TENANTS } from './enums';
import { toAsciiDigits } from './format';
import { MAX_KEYWORD_LENGTH, readSearchNumber, type SearchNumberName } from './search-numbers';

// Query strings arrive as text: an empty value means "no filter", anything else must be a whole
// number in its range, in either digit set and with any thousands separator ("১৫,০০০", "15 000").
const optionalInt = (name: SearchNumberName) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      const read = text === undefined ? undefined : readSearchNumber(name, text);
      if (read && 'issue' in read) {
        ctx.addIssue({ code: 'custom', message: read.issue });
        return z.NEVER;
      }
      return read?.value;
    });

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max).optional(),
  );

/** Distance searches (issue 33): `within_km` of the `near` landmark, 2 km unless said. */
export const WITHIN_KM = { default: 2, min: 0.1, max: 20 } as const;

const withinKm = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text.trim() === '') return WITHIN_KM.default;
    const value = Number(toAsciiDigits(text.trim()));
    if (!Number.isFinite(value)) ctx.addIssue({ code: 'custom', message: 'invalid_number' });
    else if (value < WITHIN_KM.min) ctx.addIssue({ code: 'custom', message: 'too_small' });
    else if (value > WITHIN_KM.max) ctx.addIssue({ code: 'custom', message: 'too_big' });
    return value;
  });

// West, south, east, north in degrees, as the map's visible box gives them.
const bbox = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text.trim() === '') return undefined;
    const numbers = text.split(',').map((part) => Number(part.trim()));
    const [minLng = 0, minLat = 0, maxLng = 0, maxLat = 0] = numbers;
    const valid =
      numbers.length === 4 &&
      numbers.every(Number.isFinite) &&
      minLng < maxLng &&
      minLat < maxLat &&
      Math.abs(minLat) <= 90 &&
      Math.abs(maxLat) <= 90;
    if (!valid) {
      ctx.addIssue({ code: 'custom', message: 'invalid_bbox' });
      return z.NEVER;
    }
    return [minLng, minLat, maxLng, maxLat] as const;
  });

export const findPropertiesQuerySchema = z
  .object({
    keyword: optionalText(MAX_KEYWORD_LENGTH),
    property_type: z.enum(PROPERTY_TYPES).optional(),
    category: z.enum(CATEGORIES).optional(),
    city: optionalText(80),
    area: optionalText(80),
    min_price: optionalInt('min_price'),
    max_price: optionalInt('max_price'),
    bedrooms: optionalInt('bedrooms'),
    tenant: z.enum(TENANTS).optional(),
    // Listings free to move into by this month (`YYYY-MM`).
    available_from: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid_month')
        .optional(),
    ),
    // Only listings their owners posted (issue 32): no agent's. Absent unless true, so a chip can drop it.
    owners_only: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => (value === 'true' ? true : undefined)),
    // A landmark's slug (GET /landmarks): listings within `within_km` of it, each with `distance_km`.
    near: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(/^[a-z0-9-]{1,60}$/, 'invalid')
        .optional(),
    ),
    within_km: withinKm,
    bbox,
    sort: z.enum(SORTS).optional(),
    // Also listings sold or rented in the last 30 days, with their badge.
    include_closed: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
    page: optionalInt('page').transform((page) => page ?? 1),
    limit: optionalInt('limit').transform((limit) => limit ?? 12),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    path: ['max_price'],
    message: 'min_above_max',
  });

export type FindPropertiesQuery = z.infer<typeof findPropertiesQuerySchema>;

export const propertyIdParamsSchema = z.object({ id: z.uuid() });
