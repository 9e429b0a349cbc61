/**
 * Draws the installed app's icons from the logo (public/favicon.svg) into public/icons/. Run it again
 * when the logo changes (`npx tsx scripts/make-icons.ts`); the PNGs are committed (docs/offline.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.join(import.meta.dirname, '..');
const logo = fs.readFileSync(path.join(root, 'public', 'favicon.svg'));
const outDir = path.join(root, 'public', 'icons');
const CREAM = '#F7F3EA';

/** The logo centred on a cream square, `share` of its side wide. */
async function icon(size: number, share: number, file: string): Promise<void> {
  const inner = Math.round(size * share);
  const mark = await sharp(logo, { density: Math.ceil((72 * inner) / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: CREAM } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
}

fs.mkdirSync(outDir, { recursive: true });
await icon(192, 0.84, 'icon-192.png');
await icon(512, 0.84, 'icon-512.png');
// A maskable icon may be cut to a circle: the logo stays inside the middle 80 % (the safe zone).
await icon(512, 0.6, 'maskable-512.png');
await icon(180, 0.8, 'apple-touch-icon.png');
console.log(`Icons written to ${path.relative(root, outDir)}`);
