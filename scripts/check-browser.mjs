// Before the end-to-end tests: make sure a Chromium is there, and say plainly how to get one.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(`
End-to-end tests need Chromium at ${path}, and none was found.
Playwright's own browser download does not work on this machine. Install Debian's Chromium:

    sudo apt-get update && sudo apt-get install -y chromium

or point CHROMIUM_PATH at another Chromium or Chrome binary, then run npm test again.
`);
  process.exit(1);
}
