import { API_BASE } from '../../app/api';

export interface UploadResult {
  status: number;
  body: unknown;
}

/**
 * Sends a listing with its photos as multipart (DESIGN.md §4). XMLHttpRequest rather than fetch:
 * only it reports upload progress, which people on slow connections need to see.
 */
export function uploadListing(
  method: 'POST' | 'PATCH',
  path: string,
  data: object,
  photos: Blob[],
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  photos.forEach((photo, n) => form.append('photos', photo, `photo-${n + 1}.jpg`));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${API_BASE}${path}`);
    request.withCredentials = true;
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: unknown = request.responseText;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // a plain-text answer (429) stays text
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => reject(new Error('network'));
    request.send(form);
  });
}
