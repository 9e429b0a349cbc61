// Draws the demo marketplace's photos into demo/photos: three pictures per category, which the
// listings of demo/listings.json share. The files are committed; run this only to change them.
import fs from 'node:fs';
import path from 'node:path';
import { CATEGORIES } from '../src/shared/enums';
import { DEMO_DIR } from '../src/server/paths';
import { drawDemoPhoto } from './demo-photo-drawing';

const VARIANTS_PER_CATEGORY = 3;
// The widest photo variant the server makes (PHOTO_WIDTHS): a larger source would only weigh more.
const WIDTH = 1280;

const photosDir = path.join(DEMO_DIR, 'photos');
fs.mkdirSync(photosDir, { recursive: true });
let bytes = 0;
for (const category of CATEGORIES) {
  for (let variant = 0; variant < VARIANTS_PER_CATEGORY; variant++) {
    const name = `${category}-${variant + 1}.jpg`;
    const content = await drawDemoPhoto(category, variant, WIDTH);
    fs.writeFileSync(path.join(photosDir, name), content);
    bytes += content.length;
    console.log(`${name}  ${Math.round(content.length / 1024)} KB`);
  }
}
console.log(`${CATEGORIES.length * VARIANTS_PER_CATEGORY} photos, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
