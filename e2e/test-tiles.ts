import type { BrowserContext } from '@playwright/test';
import sharp from 'sharp';

/**
 * The e2e server's MAP_TILES_URL (playwright.config.ts): an address no one answers, so that no
 * journey ever fetches tiles from the internet. `serveTestTiles` answers it in the browser.
 */
export const TEST_TILES_URL = 'http://tiles.thikana.test/{z}/{x}/{y}.png';

let tile: Promise<Buffer> | null = null;

/** One 256 px tile that looks like a map's paper: pale ground with a road across it. */
function testTile(): Promise<Buffer> {
  tile ??= sharp({ create: { width: 256, height: 256, channels: 3, background: '#eef0e6' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><path d="M0 96 L256 160" stroke="#ffffff" stroke-width="10"/><path d="M0 96 L256 160" stroke="#d9d2c0" stroke-width="2"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  return tile;
}

/** Answers the test tiles' address in every page of the context with the fixture tile. */
export async function serveTestTiles(context: BrowserContext): Promise<void> {
  const host = new URL(TEST_TILES_URL.replace(/\{[a-z]+\}/g, '0')).origin;
  await context.route(`${host}/**`, async (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: await testTile() }),
  );
}
