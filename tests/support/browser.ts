/**
 * Launching Debian's Chromium through playwright-core (no browser download). The tests prefer Debian's
 * headless shell (`chromium-headless-shell`, the browser Playwright itself runs for headless tests): the same
 * Blink and V8 as `chromium` without the desktop browser around them, a quarter less CPU over the e2e suite
 * (docs/decisions/0079-e2e-on-the-headless-shell.md). `CHROMIUM_PATH` chooses another.
 */
import { existsSync } from 'node:fs';
import { type Browser, type LaunchOptions, chromium } from 'playwright-core';

const headlessShell = '/usr/bin/chromium-headless-shell';

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function hasChromium(): boolean {
  return existsSync(chromiumPath);
}

export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    headless: true,
    ...options,
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...(options.args ?? [])],
  });
}
