/** Lighthouse (mobile, default simulated throttling) against Debian's Chromium, driven over the DevTools port. */
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

export interface LighthouseFigures {
  route: string;
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  tbtMs: number;
  cls: number;
  lcpMs: number;
}

const port = 9333;

export async function runLighthouse(baseUrl: string, routes: string[]): Promise<LighthouseFigures[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
  const figures: LighthouseFigures[] = [];
  try {
    for (const route of routes) {
      const result = await lighthouse(`${baseUrl}${route}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      figures.push({
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        bestPractices: score('best-practices'),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}
