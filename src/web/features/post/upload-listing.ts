import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Property } from '../../../shared/property';
import { api, API_BASE } from '../../lib/api';
import { appendImages } from './listing-images';

export interface ListingAnswer {
  success: true;
  message: string;
  data: Property;
}

interface UploadArgs {
  /** The listing's fields, as JSON in the multipart field `data`. */
  data: object;
  /** New photos only; kept ones are named in `data.photo_order`. */
  photos: Blob[];
  /** New floor plans only (multipart `floor_plans`); kept ones are named in `data.floor_plan_order`. */
  floorPlans: Blob[];
  /** Percent of the request body sent so far. */
  onProgress: (percent: number) => void;
}

type UploadResult = { data: ListingAnswer } | { error: FetchBaseQueryError };

/** An XHR's answer in fetchBaseQuery's shapes; a plain-text answer (429) stays text, as there. */
export function uploadAnswer(status: number, text: string): UploadResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: { status: 'PARSING_ERROR', originalStatus: status, data: text, error: 'not JSON' } };
  }
  return status >= 200 && status < 300 ? { data: body as ListingAnswer } : { error: { status, data: body } };
}

/**
 * Sends a listing with its photos as multipart (docs/api.md). XMLHttpRequest rather than fetch:
 * only it reports upload progress, which people on slow connections need to see. Answers and
 * failures take fetchBaseQuery's shapes, so the store's 429 alert and `apiErrorOf` read them as
 * they read every other call; the session cookie goes with it, as with every other call.
 */
function sendListing(method: 'POST' | 'PATCH', path: string, args: UploadArgs): Promise<UploadResult> {
  const form = new FormData();
  form.set('data', JSON.stringify(args.data));
  appendImages(form, args);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, `${API_BASE}${path}`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) args.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    // The whole body is sent: from here the server is at work (the form says "processing photos").
    request.upload.onload = () => args.onProgress(100);
    request.onload = () => resolve(uploadAnswer(request.status, request.responseText));
    request.onerror = () => resolve({ error: { status: 'FETCH_ERROR', error: 'network' } });
    request.send(form);
  });
}

export const uploadListingApi = api.injectEndpoints({
  endpoints: (build) => ({
    createProperty: build.mutation<ListingAnswer, UploadArgs>({
      queryFn: (args) => sendListing('POST', '/property/create', args),
      // Like every other listing mutation: each list that might show it is read again.
      invalidatesTags: ['Property'],
    }),
    updateProperty: build.mutation<ListingAnswer, UploadArgs & { id: string }>({
      queryFn: ({ id, ...args }) => sendListing('PATCH', `/property/${encodeURIComponent(id)}`, args),
      invalidatesTags: ['Property'],
    }),
  }),
});

export const { useCreatePropertyMutation, useUpdatePropertyMutation } = uploadListingApi;

/**
 * The photo the server refused, if it named one: `photos.<index>` in the envelope's `errors`, its
 * index among the request's new photos, with the reason's issue code.
 */
export function refusedPhoto(fields: Record<string, string>): { index: number; reason: string } | null {
  for (const [field, reason] of Object.entries(fields)) {
    const match = /^photos\.(\d+)$/.exec(field);
    if (match) return { index: Number(match[1]), reason };
  }
  return null;
}
