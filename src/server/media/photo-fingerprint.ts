import sharp, { type Sharp } from 'sharp';

// A photo's perceptual fingerprints (docs/decisions/022-photo-fingerprints.md): a 64-bit pHash of
// the whole photo and of five parts of it cut to 95 % (the middle and the four corners), so that a
// copy cropped by a few per cent at any side still lands on one of them. Two photos whose hashes differ in at most MATCH_DISTANCE bits are
// taken for the same picture.

/** Bits two hashes of one picture may differ in, measured on the demo photos (the decision record). */
export const MATCH_DISTANCE = 8;
/** What is left of each side's length in a part's hash: a copy cropped by up to ~5 % matches it. */
const PART_SHARE = 0.95;
/** The longest side the parts are cut from: far more than a 32 × 32 hash needs, and quick to decode. */
const WORKING_SIZE = 256;
/** A photo this flat (the grey levels' standard deviation) shows nothing to tell it from another. */
const PLAIN_STDEV = 6;

const SIZE = 32;
const LOW = 8;
// cos((2x + 1)uπ / 2N) for the 8 lowest frequencies of a 32-pixel line: the DCT's basis.
const BASIS = Array.from({ length: LOW }, (_, u) =>
  Array.from({ length: SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))),
);

/**
 * pHash: the photo in grey at 32 × 32, its 8 × 8 lowest DCT frequencies, one bit each for whether the
 * coefficient is above their median (the constant term left out of the median). Robust to resizing,
 * recompression and brightness, because it keeps the picture's coarse shape only.
 */
async function pHash(image: Sharp): Promise<bigint> {
  const pixels = await image.greyscale().resize(SIZE, SIZE, { fit: 'fill' }).raw().toBuffer();
  const coefficients: number[] = [];
  for (let u = 0; u < LOW; u++) {
    for (let v = 0; v < LOW; v++) {
      let sum = 0;
      for (let y = 0; y < SIZE; y++) {
        const cy = BASIS[u]![y]!;
        for (let x = 0; x < SIZE; x++) sum += pixels[y * SIZE + x]! * cy * BASIS[v]![x]!;
      }
      coefficients.push(sum);
    }
  }
  const sorted = coefficients.slice(1).sort((a, b) => a - b);
  const median = (sorted[31]! + sorted[32]!) / 2;
  let hash = 0n;
  for (const coefficient of coefficients) hash = (hash << 1n) | (coefficient > median ? 1n : 0n);
  // Stored in PostgreSQL's bigint, which is signed.
  return BigInt.asIntN(64, hash);
}

/**
 * The fingerprints of an upright, decoded photo: the whole, then its middle and its four corners. None
 * for a photo too plain to tell apart (a single colour, a blank wall): any two such would match. The
 * photo is decoded once, to grey at most 256 px a side, and the parts are cut from that.
 */
export async function fingerprintPhoto(upright: Sharp): Promise<bigint[]> {
  const { data, info } = await upright
    .clone()
    .greyscale()
    .resize({ width: WORKING_SIZE, height: WORKING_SIZE, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  if (width < 2 || height < 2 || standardDeviation(data) < PLAIN_STDEV) return [];
  const grey = () => sharp(data, { raw: { width, height, channels: 1 } });
  const w = Math.max(1, Math.round(width * PART_SHARE));
  const h = Math.max(1, Math.round(height * PART_SHARE));
  const parts = [
    [(width - w) >> 1, (height - h) >> 1],
    [0, 0],
    [width - w, 0],
    [0, height - h],
    [width - w, height - h],
  ] as const;
  const hashes = [await pHash(grey())];
  for (const [left, top] of parts)
    hashes.push(await pHash(grey().extract({ left, top, width: w, height: h })));
  return hashes;
}

function standardDeviation(values: Uint8Array): number {
  let sum = 0;
  let squares = 0;
  for (const value of values) {
    sum += value;
    squares += value * value;
  }
  const mean = sum / values.length;
  return Math.sqrt(Math.max(0, squares / values.length - mean * mean));
}

/**
 * The fingerprints of an image file: a photo stored before fingerprints were made (the backfill job
 * reads its largest stored variant), or any image a test compares.
 */
export async function fingerprintFile(file: Buffer): Promise<bigint[]> {
  return fingerprintPhoto(sharp(file).rotate());
}

/** How many bits two hashes differ in. */
export function hashDistance(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (rest) {
    bits += Number(rest & 1n);
    rest >>= 1n;
  }
  return bits;
}

/** The hash's four 16-bit bands, the columns its index looks up (find-photo-matches.ts). */
export function hashBands(hash: bigint): [number, number, number, number] {
  const unsigned = BigInt.asUintN(64, hash);
  const band = (n: number) => Number((unsigned >> BigInt(48 - 16 * n)) & 0xffffn);
  return [band(0), band(1), band(2), band(3)];
}

/**
 * The band values within one bit of a band (the value and its 16 one-bit neighbours): two hashes
 * within 7 bits have, by pigeonhole, one band within one bit of the other's, so probing these finds
 * every pair up to 7 bits, and most up to MATCH_DISTANCE.
 */
export function bandNeighbours(band: number): number[] {
  return [band, ...Array.from({ length: 16 }, (_, bit) => band ^ (1 << bit))];
}
