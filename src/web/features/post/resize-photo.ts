// Phones take 4000 px photos of several megabytes; Rajshahi's mobile data is slow and costs money.
// Every photo is scaled to at most 2048 px on its longer side before it leaves the phone.
const MAX_EDGE = 2048;
const QUALITY = 0.85;

export async function resizePhoto(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size < 2 * 1024 * 1024) return file;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('could not encode the photo'))),
        'image/jpeg',
        QUALITY,
      ),
    );
  } finally {
    bitmap.close();
  }
}
