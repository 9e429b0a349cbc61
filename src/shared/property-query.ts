import { z } from 'zod';
import { CATEGORIES, PROPERTY_TYPES, SORTS, TENANTS } from './enums';
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
