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
  // Polled on a timer, not awaited through `animation.finished`: the headless shell resolves that promise on
  // its next frame, and a still page may draw none for a long time (4 of 6 runs of one test waited forever).
  const stuck = await page.evaluate(
    (limitMs) =>
      new Promise<string[]>((resolve) => {
        const started = performance.now();
        const check = () => {
          const running = document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
          if (running.length === 0) return resolve([]);
          if (performance.now() - started < limitMs) return void setTimeout(check, 20);
          resolve(
            running.map((a) => {
              const target = (a.effect as KeyframeEffect | null)?.target;
              const name = (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty;
              return `${name ?? 'animation'} on ${target?.tagName ?? '?'}.${String(target?.className ?? '')}`;
            }),
          );
        };
        check();
      }),
    10_000,
  );
  if (stuck.length > 0) throw new Error(`animations still running after 10 s:\n${stuck.join('\n')}`);
}

/** Fails with every violation axe finds on the page once it is still (waitForStillness). */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await waitForStillness(page);
  const violations = await axeViolations(page);
  expect(violations, formatViolations(where, violations)).toEqual([]);
}
