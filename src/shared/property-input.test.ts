import { describe, expect, it } from 'vitest';
import { createPropertyInputSchema } from './property-input';

const listing = {
  property_type: 'rent',
  property_title: 'উপশহরে ৩ রুমের ফ্ল্যাট ভাড়া',
  description: 'দক্ষিণমুখী, আলো-বাতাস ভরপুর ফ্ল্যাট। গ্যাস ও লিফট আছে।',
  price_type: 'negotiable',
  rent_time_period: 'monthly',
  category: 'apartment',
  property_condition: 'old',
  property_address: { address: 'House 12, Road 3', delegation: 'uposhohor' },
  contact_number: '01712-345678',
};

describe('the post form’s numbers', () => {
  it.each([
    [
      'Bengali digits',
      { price: '১৫,০০০', bedrooms: '৩', bathrooms: '২', floor: '৪', advance_months: '২', size: '১ ২৫০' },
    ],
    [
      'commas',
      { price: '15,000', bedrooms: '3', bathrooms: '2', floor: '4', advance_months: '2', size: '1,250' },
    ],
    [
      'spaces',
      { price: '15 000', bedrooms: ' 3 ', bathrooms: '2', floor: '4', advance_months: '2', size: '1 250' },
    ],
  ])('are read in %s', (_, typed) => {
    const { size, ...numbers } = typed;
    const parsed = createPropertyInputSchema.parse({
      ...listing,
      ...numbers,
      size: { value: size, unit: 'sqft' },
    });
    expect(parsed).toMatchObject({
      price: 15000,
      bedrooms: 3,
      bathrooms: 2,
      floor: 4,
      advance_months: 2,
      size: { value: 1250 },
    });
  });

  it('refuses letters and other forms of numbers with the field’s code', () => {
    const result = createPropertyInputSchema.safeParse({ ...listing, price: '1e5', bedrooms: 'three' });
    expect(result.success).toBe(false);
    const codes = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(codes).toMatchObject({ price: 'invalid_number', bedrooms: 'invalid_number' });
  });
});

describe('what the form asks of each kind of listing', () => {
  const issues = (input: object) =>
    Object.fromEntries(
      (createPropertyInputSchema.safeParse(input).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]),
    );

  it('asks land for no condition, anything else for one, already on the first step', () => {
    // The first step's fields alone: the others' issues do not hide the condition's.
    expect(issues({ property_type: 'sell', category: 'apartment' })).toMatchObject({
      property_condition: 'required',
    });
    expect(issues({ property_type: 'sell', category: 'জমি' })).not.toHaveProperty('property_condition');
    expect(
      issues({ ...listing, price: '8000', category: { name: 'Land' }, property_condition: undefined }),
    ).toEqual({});
    expect(issues({ ...listing, price: '8000', property_condition: null })).toEqual({
      property_condition: 'required',
    });
  });
});
