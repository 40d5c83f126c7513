/** Launching Debian's Chromium through playwright-core (no browser download). */
import { existsSync } from 'node:fs';
import { type Browser, type LaunchOptions, chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
