import { z } from 'zod';
import { CATEGORIES, MAX_PAGE_SIZE, PROPERTY_TYPES, SORTS, TENANTS } from './enums';

// Query strings arrive as text: an empty value means "no filter", anything else must be a whole number.
const optionalInt = (min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.number().int().min(min).max(max).optional(),
  );

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max).optional(),
  );

export const findPropertiesQuerySchema = z
  .object({
    keyword: optionalText(100),
    property_type: z.enum(PROPERTY_TYPES).optional(),
    category: z.enum(CATEGORIES).optional(),
    city: optionalText(80),
    area: optionalText(80),
    min_price: optionalInt(0, 10_000_000_000),
    max_price: optionalInt(0, 10_000_000_000),
    bedrooms: optionalInt(0, 50),
    tenant: z.enum(TENANTS).optional(),
    // Listings free to move into by this month (`YYYY-MM`).
    available_from: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid_month')
        .optional(),
    ),
    sort: z.enum(SORTS).optional(),
    page: optionalInt(1, 10_000).default(1),
    limit: optionalInt(1, MAX_PAGE_SIZE).default(12),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    path: ['max_price'],
    message: 'min_above_max',
  });

export type FindPropertiesQuery = z.infer<typeof findPropertiesQuerySchema>;

export const propertyIdParamsSchema = z.object({ id: z.uuid() });
