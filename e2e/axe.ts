import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { axeRunOptions } from '../.storybook/a11y';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe in the page with the same WCAG 2.2 AA rule set (target-size on) as the Storybook
 * checks, and returns the violations in a form that reads well in a failed assertion.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  // Evaluated, not added as a <script>: the portal's CSP (script-src 'self') refuses inline tags.
  if (!injected) await page.evaluate(axeSource);
  return page.evaluate(async (options) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            o: unknown,
          ) => Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: unknown[] }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, options);
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  }, axeRunOptions);
}
