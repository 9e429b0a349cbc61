import type { Language } from '../../shared/enums';
import type { Meta } from '../../shared/meta';

type Area = Meta['areas'][number];

/** Among areas that share a name, the one a list offers: the shortest slug, as the server ranks them. */
const offeredBefore = (a: Area, b: Area) => a.slug.length - b.slug.length || (a.slug < b.slug ? -1 : 1);

/**
 * The areas a list offers, each name once (the thana and the upazila of Paba are both "পবা": the
 * server treats them as one area, placeIds), sorted in the reader's script and language.
 */
export function areaChoices(areas: readonly Area[], language: Language): Area[] {
  const byName = new Map<string, Area>();
  for (const area of areas) {
    const key = area.name.toLowerCase();
    const kept = byName.get(key);
    if (!kept || offeredBefore(area, kept) < 0) byName.set(key, area);
  }
  const collator = new Intl.Collator(language === 'bn' ? 'bn-BD' : 'en-GB');
  const label = (area: Area) => (language === 'bn' ? area.name_bn : area.name);
  return [...byName.values()].sort((a, b) => collator.compare(label(a), label(b)));
}

/** The slug a list shows selected for an area: that of the area it offers under the same name. */
export function offeredSlug(areas: readonly Area[], slug: string): string {
  const area = areas.find((a) => a.slug === slug);
  if (!area) return slug;
  const sameName = areas.filter((a) => a.name.toLowerCase() === area.name.toLowerCase());
  return [...sameName].sort(offeredBefore)[0]?.slug ?? slug;
}
