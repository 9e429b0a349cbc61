import { z } from 'zod';
import {
  AMENITIES,
  CATEGORIES,
  CATEGORY_NAMES,
  PRICE_TYPES,
  PROPERTY_TYPES,
  RENT_PERIODS,
  SIZE_UNITS,
  SQFT_PER_UNIT,
  type Category,
} from './enums';
import { readNumber, toAsciiDigits } from './format';
import {
  DETAIL_NAMES,
  hasDetail,
  LISTING_DETAILS,
  PHOTO_KIND,
  PHOTO_KINDS,
  type DetailName,
  type DetailValue,
  type ListingDetail,
  type PhotoKindFields,
} from './listing-fields';
import { insideRajshahi } from './geo';
import { normalizeBdPhone } from './phone';

// The listing as a form or a client sends it; shared by the post form and the routes.
export const MAX_PHOTOS = PHOTO_KIND.photo.max;
export const MAX_PRICE = 10_000_000_000; // 1 000 crore BDT: beyond any listing in Rajshahi
// A hundredth of any unit is less than any place to live or work; smaller numbers (1e-300) do not
// even fit the size's float column. The size in square feet is kept as an integer (32 bits).
const MIN_SIZE = 0.01;
const MAX_SIZE_SQFT = 2 ** 31 - 1;

/** Numbers typed in Bengali or with thousands separators ("১৫,০০০", "15 000") become numbers. */
const number = (schema: z.ZodNumber) =>
  z.preprocess((value) => (typeof value === 'string' ? readNumber(value) : value), schema);

const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess((value) => (value === '' ? null : value), number(schema).nullable());

const month = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid_month')
    .nullable(),
);

/** A detail as a client sends it: left out, it stays as it is; empty or null, it is cleared. */
function detailInput(detail: ListingDetail): z.ZodType<unknown> {
  if (detail.type === 'month') return month;
  if (detail.type === 'choice')
    return z.enum(detail.values as [string, ...string[]], { error: 'invalid' }).nullable();
  return optionalNumber(
    z
      .number({ error: 'invalid_number' })
      .int('invalid_number')
      .min(detail.min, 'too_small')
      .max(detail.max, 'too_big'),
  );
}

function detailInputs() {
  const inputs = Object.fromEntries(
    DETAIL_NAMES.map((name) => [name, detailInput(LISTING_DETAILS[name]).optional()]),
  );
  return inputs as { [K in DetailName]: z.ZodOptional<z.ZodType<DetailValue<K> | null, unknown>> };
}

const text = (min: number, max: number) =>
  z.string({ error: 'required' }).trim().min(1, 'required').min(min, 'too_short').max(max, 'too_long');

// A client may send a listing back as GET answers it (docs/api.md): the category as `{name}`, places as
// `{slug, name, name_bn}` or `{name}`. Each field takes the short form too, and keeps its issue codes.

// Category names as people write them, besides the slugs: English words and the Bengali the app shows.
const CATEGORY_NAMES_BN: Record<string, Category> = {
  ...Object.fromEntries(CATEGORIES.map((category) => [CATEGORY_NAMES.bn[category], category])),
  ফ্ল্যাট: 'apartment',
};

function categorySlug(name: string): string {
  const trimmed = name.trim();
  return CATEGORY_NAMES_BN[trimmed] ?? trimmed.toLowerCase().replace(/[\s_]+/g, '-');
}

const categoryField = z
  .union([z.string(), z.object({ name: z.string() })], { error: 'required' })
  .transform((value) => categorySlug(typeof value === 'string' ? value : value.name))
  .pipe(z.enum(CATEGORIES, { error: 'required' }))
  .meta({ description: `${CATEGORIES.join(', ')}: a slug or an English or Bengali name, or {name}` });

/** An area or city: a slug or an English or Bengali name, or the place object GET answers with. */
const placeField = z
  .union(
    [
      z.string(),
      z.object({ slug: z.string().optional(), name: z.string().optional(), name_bn: z.string().optional() }),
    ],
    { error: 'required' },
  )
  .transform((value) => (typeof value === 'string' ? value : value.slug || value.name || value.name_bn || ''))
  .meta({ description: 'a slug or an English or Bengali name, or {name} or {slug, name, name_bn}' });

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
  category: categoryField,
  property_address: z.object(
    {
      address: text(3, 200),
      delegation: placeField.pipe(text(2, 80)),
      city: placeField.pipe(z.string().trim().max(80)).default('rajshahi'),
    },
    { error: 'required' },
  ),
  // The owner's pin near the house (issue 33): left out, a new listing's is its area's centre and an
  // edit keeps it. Only the owner and admins see it; the public a circle around a displaced point.
  pin: z
    .object(
      {
        lat: z.number({ error: 'invalid_number' }),
        lng: z.number({ error: 'invalid_number' }),
      },
      { error: 'invalid' },
    )
    .refine(insideRajshahi, 'outside_rajshahi')
    .optional()
    .meta({ description: 'WGS 84 degrees inside the Rajshahi district (lat 24.07–24.72, lng 88.17–88.97)' }),
  contact_number: requiredPhone,
  // GET answers the number without its dial code, beside it: a client may send both back.
  contact_number_prefix: z.object({ dialCode: z.string().max(8) }).optional(),
  contact_email: z.preprocess(
    (value) => (value === '' ? null : value),
    z.email({ error: 'invalid_email' }).max(254).nullable().optional(),
  ),
  size: z
    .object({
      value: number(
        z
          .number({ error: 'invalid_number' })
          .positive('not_positive')
          .min(MIN_SIZE, 'too_small')
          .max(10_000_000, 'too_big'),
      ),
      unit: z.enum(SIZE_UNITS),
    })
    .refine(({ value, unit }) => Math.round(value * SQFT_PER_UNIT[unit]) <= MAX_SIZE_SQFT, {
      path: ['value'],
      message: 'too_big',
    })
    .nullable()
    .optional(),
  // No default: an edit that leaves amenities out keeps them (a new listing starts with none).
  amenities: z
    .array(z.enum(AMENITIES))
    .max(AMENITIES.length)
    .optional()
    .transform((list) => list && [...new Set(list)]),
  // Condition, bedrooms, floor, tenant…: declared in listing-fields.ts. A required one is checked
  // by `requiredDetails`, as whether a listing has it depends on its kind.
  ...detailInputs(),
});

function crossFieldRules(
  value: {
    property_type?: string;
    rent_time_period?: string | null;
    contact_number_prefix?: { dialCode: string } | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (value.property_type === 'rent' && !value.rent_time_period) {
    ctx.addIssue({ code: 'custom', path: ['rent_time_period'], message: 'required' });
  }
  // Only Bangladeshi mobiles are taken: another country's dial code cannot go with the number.
  const dialCode = value.contact_number_prefix?.dialCode;
  if (dialCode !== undefined && toAsciiDigits(dialCode).replace(/[\s+]/g, '') !== '880') {
    ctx.addIssue({ code: 'custom', path: ['contact_number'], message: 'invalid_phone' });
  }
}

/** The category as a slug, from a field that may not have passed its own check. */
function categoryOf(value: unknown): Category | undefined {
  const name =
    typeof value === 'string'
      ? value
      : typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string'
        ? value.name
        : '';
  const slug = categorySlug(name);
  return (CATEGORIES as readonly string[]).includes(slug) ? (slug as Category) : undefined;
}

/**
 * A new listing gives the required details its kind has: whether it is new or old, unless it is
 * land. Checked even while other fields have issues (below), so the form shows it on the step that
 * asks for it. Before the kind is known, every required detail is asked for.
 */
function requiredDetails(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const category = categoryOf(value.category);
  const deal = value.property_type === 'rent' ? 'rent' : 'sell';
  for (const name of DETAIL_NAMES) {
    const detail: ListingDetail = LISTING_DETAILS[name];
    const asked = detail.required && (category === undefined || hasDetail(name, category, deal));
    if (asked && (value[name] === undefined || value[name] === null || value[name] === '')) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'required' });
    }
  }
}

/** The dial code has served its check; it is not a field of the listing. */
function withoutPrefix<T extends { contact_number_prefix?: unknown }>({
  contact_number_prefix: _prefix,
  ...listing
}: T): Omit<T, 'contact_number_prefix'> {
  return listing;
}

export const createPropertyInputSchema = propertyFields
  .superRefine(crossFieldRules)
  // Run even while other fields have issues, but not on a body that is no object at all.
  .superRefine(requiredDetails, { when: ({ value }) => typeof value === 'object' && value !== null })
  .transform(withoutPrefix);
export type CreatePropertyInput = z.input<typeof createPropertyInputSchema>;
export type CreatePropertyData = z.output<typeof createPropertyInputSchema>;

const orderField = (kind: PhotoKindFields) =>
  z
    .array(z.union([z.uuid(), z.string().regex(/^new:\d{1,2}$/)]))
    .max(kind.max, kind.tooMany)
    .optional();
const orderFields = Object.fromEntries(
  PHOTO_KINDS.map((kind) => [PHOTO_KIND[kind].orderField, orderField(PHOTO_KIND[kind])]),
) as Record<PhotoKindFields['orderField'], ReturnType<typeof orderField>>;

/**
 * An edit: any field of the listing, plus the photos and floor plans to keep in their new order and
 * the cover. New files come with the request; `cover_photo` names a kept photo's id or `new:<n>`.
 */
export const updatePropertyInputSchema = propertyFields
  .partial()
  .extend({
    // Of each photo kind (photo_order, floor_plan_order): kept ones by id and new files by `new:<n>`
    // (their place among that kind's files), in display order.
    ...orderFields,
    // A photo id, or the photo object GET answers with (null there means no photo: nothing to set).
    cover_photo: z
      .union([z.string(), z.object({ id: z.string() }), z.null()], { error: 'invalid' })
      .transform((value) => (value === null ? undefined : typeof value === 'string' ? value : value.id))
      .pipe(
        z
          .string()
          .regex(/^(new:\d{1,2}|[0-9a-f-]{36})$/, 'invalid')
          .optional(),
      )
      .optional(),
  })
  .superRefine(crossFieldRules)
  .transform(withoutPrefix);
export type UpdatePropertyData = z.output<typeof updatePropertyInputSchema>;

export const favoriteInputSchema = z.object({ favorite: z.boolean() }).strict();
