import { z } from 'zod';
import data from './rajshahi-landmarks.json' with { type: 'json' };

export const LANDMARK_KINDS = [
  'university',
  'gate',
  'college',
  'hospital',
  'station',
  'bus_terminal',
  'market',
  'square',
] as const;

export const landmarkSchema = z.object({
  slug: z.string(),
  kind: z.enum(LANDMARK_KINDS),
  name: z.string(),
  name_bn: z.string(),
  /** Other ways people write it: Banglish, abbreviations ("RU", "RMCH", "medical"). */
  spellings: z.array(z.string()),
  lat: z.number(),
  lng: z.number(),
});
export type Landmark = z.infer<typeof landmarkSchema>;

export const landmarksResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(landmarkSchema),
});

/** Rajshahi's landmarks (rajshahi-landmarks.json); coordinates approximate (decision 025). */
export const LANDMARKS: readonly Landmark[] = z.array(landmarkSchema).parse(data.landmarks);

export function findLandmark(slug: string): Landmark | undefined {
  return LANDMARKS.find((landmark) => landmark.slug === slug);
}
