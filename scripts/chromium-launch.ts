/**
 * Debian's Chromium, as the end-to-end and component tests launch it (scripts/ensure-browser.mjs
 * installs it): Playwright cannot download its own browser here, and without the background
 * networking flag Chromium keeps knocking on hosts this network closes.
 */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ],
};
