import { describe, expect, it } from 'vitest';
import places from '../../shared/rajshahi-areas.json' with { type: 'json' };
import { areaChoices, offeredSlug } from './area-choices';

const areas = (['neighbourhoods', 'thanas', 'upazilas'] as const).flatMap((kind) =>
  places[kind].map((p) => ({
    slug: p.slug,
    name: p.en,
    name_bn: p.bn,
    city: 'rajshahi',
    kind,
    lat: p.lat,
    lng: p.lng,
  })),
);

describe('the areas a list offers', () => {
  it('names each area once: Paba the thana and Paba the upazila are one choice', () => {
    for (const language of ['bn', 'en'] as const) {
      const choices = areaChoices(areas, language);
      expect(choices.filter((a) => a.name === 'Paba').map((a) => a.slug)).toEqual(['paba']);
      expect(choices).toHaveLength(new Set(areas.map((a) => a.name)).size);
    }
  });

  it('sorts in the reader’s script: Bengali order in bn, English order in en', () => {
    const bn = areaChoices(areas, 'bn').map((a) => a.name_bn);
    expect(bn).toEqual([...bn].sort(new Intl.Collator('bn').compare));
    expect(bn[0]).toBe('উপশহর');
    const en = areaChoices(areas, 'en').map((a) => a.name);
    expect(en).toEqual([...en].sort(new Intl.Collator('en').compare));
    expect(en[0]).toBe('Airport');
  });

  it('shows an area named by another slug of the same name as the choice offered', () => {
    expect(offeredSlug(areas, 'paba-thana')).toBe('paba');
    expect(offeredSlug(areas, 'kazla')).toBe('kazla');
    expect(offeredSlug(areas, 'nowhere')).toBe('nowhere');
  });
});
