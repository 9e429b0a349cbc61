import { z } from 'zod';
import {
  AMENITIES,
  CATEGORIES,
  CONDITIONS,
  PRICE_TYPES,
  PROPERTY_TYPES,
  RENT_PERIODS,
  SIZE_UNITS,
  TENANTS,
} from './enums';
import { toAsciiDigits } from './format';
import { normalizeBdPhone } from './phone';

// The listing as a form or a client sends it; shared by the post form and the routes (spec §5).
export const MAX_PHOTOS = 12;
export const MAX_PRICE = 10_000_000_000; // 1 000 crore BDT: beyond any listing in Rajshahi

/** Numbers typed in Bengali or with thousands separators ("১৫,০০০", "15 000") become numbers. */
const number = (schema: z.ZodNumber) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const cleaned = toAsciiDigits(value).replace(/[\s,_]/g, '');
    return cleaned === '' ? undefined : Number(cleaned);
  }, schema);

const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess((value) => (value === '' ? null : value), number(schema).nullable().optional());

const text = (min: number, max: number) =>
  z.string({ error: 'required' }).trim().min(1, 'required').min(min, 'too_short').max(max, 'too_long');

/** A required Bangladeshi mobile number, in any of the ways people write it, as +8801XXXXXXXXX. */
export const requiredPhone = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform((value, ctx) => {
    const normalized = normalizeBdPhone(value);
    if (!normalized) ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
    return normalized ?? value;
  });

const propertyFields = z.object({
  property_type: z.enum(PROPERTY_TYPES, { error: 'required' }),
  property_title: text(5, 120),
  description: text(20, 5000),
  price: number(
    z
      .number({ error: 'invalid_number' })
      .int('invalid_number')
      .positive('not_positive')
      .max(MAX_PRICE, 'too_big'),
  ),
  price_type: z.enum(PRICE_TYPES, { error: 'required' }),
  rent_time_period: z.enum(RENT_PERIODS, { error: 'required' }).nullable().optional(),
  category: z.enum(CATEGORIES, { error: 'required' }),
  property_condition: z.enum(CONDITIONS, { error: 'required' }),
  property_address: z.object(
    {
      address: text(3, 200),
      delegation: text(2, 80),
      city: z.string().trim().max(80).default('rajshahi'),
    },
    { error: 'required' },
  ),
  contact_number: requiredPhone,
  contact_email: z.preprocess(
    (value) => (value === '' ? null : value),
    z.email({ error: 'invalid_email' }).max(254).nullable().optional(),
  ),
  bedrooms: optionalNumber(z.number().int('invalid_number').min(0, 'too_small').max(50, 'too_big')),
  bathrooms: optionalNumber(z.number().int('invalid_number').min(0, 'too_small').max(50, 'too_big')),
  size: z
    .object({
      value: number(
        z.number({ error: 'invalid_number' }).positive('not_positive').max(10_000_000, 'too_big'),
      ),
      unit: z.enum(SIZE_UNITS),
    })
    .nullable()
    .optional(),
  floor: optionalNumber(z.number().int('invalid_number').min(-2, 'too_small').max(100, 'too_big')),
  available_from: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid_month')
      .nullable()
      .optional(),
  ),
  tenant: z.enum(TENANTS).nullable().optional(),
  advance_months: optionalNumber(z.number().int('invalid_number').min(0, 'too_small').max(24, 'too_big')),
  // No default: an edit that leaves amenities out keeps them (a new listing starts with none).
  amenities: z
    .array(z.enum(AMENITIES))
    .max(AMENITIES.length)
    .optional()
    .transform((list) => list && [...new Set(list)]),
});

function rentRules(
  value: { property_type?: string; rent_time_period?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.property_type === 'rent' && !value.rent_time_period) {
    ctx.addIssue({ code: 'custom', path: ['rent_time_period'], message: 'required' });
  }
}

export const createPropertyInputSchema = propertyFields.superRefine(rentRules);
export type CreatePropertyInput = z.input<typeof createPropertyInputSchema>;
export type CreatePropertyData = z.output<typeof createPropertyInputSchema>;

/**
 * An edit: any field of the listing, plus the photos to keep in their new order and the cover.
 * New photo files come with the request; `cover_photo` names a kept photo's id or `new:<n>`.
 */
export const updatePropertyInputSchema = propertyFields
  .partial()
  .extend({
    // Kept photos by id and new files by `new:<n>` (their place in the upload), in display order.
    photo_order: z
      .array(z.union([z.uuid(), z.string().regex(/^new:\d{1,2}$/)]))
      .max(MAX_PHOTOS, 'too_many_photos')
      .optional(),
    cover_photo: z
      .string()
      .regex(/^(new:\d{1,2}|[0-9a-f-]{36})$/, 'invalid')
      .optional(),
  })
  .superRefine(rentRules);
export type UpdatePropertyData = z.output<typeof updatePropertyInputSchema>;

export const favoriteInputSchema = z.object({ favorite: z.boolean() }).strict();
