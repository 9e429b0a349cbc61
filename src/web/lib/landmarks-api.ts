import type { Landmark } from '../../shared/landmarks';
import { api } from './api';

/** Rajshahi's landmarks (GET /landmarks): the names a `near` chip and a card's distance say. */
export const landmarksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLandmarks: build.query<Landmark[], void>({
      query: () => '/landmarks',
      transformResponse: (response: { data: Landmark[] }) => response.data,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetLandmarksQuery } = landmarksApi;

/** A landmark's name in the reader's language, or its slug until the list has loaded. */
export function landmarkName(landmarks: Landmark[] | undefined, slug: string, language: string): string {
  const landmark = landmarks?.find((l) => l.slug === slug);
  if (!landmark) return slug;
  return language === 'bn' ? landmark.name_bn : landmark.name;
}
