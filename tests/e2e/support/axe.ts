/** Runs axe-core inside a page and reports violations in a form that is easy to act on. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from './expect';
import { dismissToasts } from './harness';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * Injects axe (through the DevTools protocol, so the site's CSP, which rightly forbids inline scripts,
 * needs no exception) and runs every rule axe enables by default.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String).join(' > '),
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    }));
  });
}

/** One line per violation and one per node, for the failure message. */
export function formatViolations(where: string, violations: AxeViolation[]): string {
  const lines = [`${violations.length} axe violation(s) on ${where}:`];
  for (const v of violations) {
    lines.push(`- ${v.id} [${v.impact ?? 'n/a'}] ${v.help}`);
    for (const node of v.nodes.slice(0, 10)) lines.push(`    ${node.target}: ${node.summary}`);
    if (v.nodes.length > 10) lines.push(`    ... and ${v.nodes.length - 10} more`);
  }
  return lines.join('\n');
}

/**
 * Waits until the page is as its reader sees it: its toasts closed (see dismissToasts), its fonts loaded and
 * its transitions and animations that end ended. A colour measured halfway through a fade is not the colour
 * the reader sees, and on a loaded host axe can start while one runs.
 */
export async function waitForStillness(page: Page): Promise<void> {
  await dismissToasts(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

/** Fails with every violation axe finds on the page once it is still (waitForStillness). */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await waitForStillness(page);
  const violations = await axeViolations(page);
  expect(violations, formatViolations(where, violations)).toEqual([]);
}
