// The end-to-end tests drive Debian's Chromium and need a Bengali font, or Bengali text renders as
// empty boxes. Install both when running as root (CI), otherwise say the one command to run.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const PACKAGES = 'chromium fonts-lohit-beng-bengali';

function hasBengaliFont() {
  try {
    return execSync('fc-list :lang=bn family', { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

if (fs.existsSync(CHROMIUM) && hasBengaliFont()) process.exit(0);

if (process.getuid?.() === 0) {
  console.log(`Installing ${PACKAGES} for the end-to-end tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync(`apt-get install -y -qq --no-install-recommends ${PACKAGES}`, { stdio: 'inherit', env });
  process.exit(0);
}

console.error(
  `The end-to-end tests need Chromium and a Bengali font. Install them with:\n\n  sudo apt-get install -y ${PACKAGES}\n`,
);
process.exit(1);
