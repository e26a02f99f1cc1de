import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  rule: string;
  impact: string | null;
  elements: string[];
}

/**
 * Runs axe-core's default rules over the page as a person sees it once it has settled, and lists what
 * it finds. Finite animations (a dialog or drawer sliding in from transparent) are waited for first:
 * half-way through a fade every text has too little contrast.
 */
export async function violations(page: Page): Promise<Violation[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact?: string | null; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact ?? null, elements: v.nodes.map((n) => n.target.map(String).join(' ')) }));
  });
}
