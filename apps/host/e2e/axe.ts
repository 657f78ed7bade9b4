/**
 * Accessibility checks with axe-core in the page under test: the library is evaluated in the
 * page through the DevTools protocol (`page.evaluate`), which the host's Content-Security-Policy
 * (no inline scripts without the response's nonce) does not apply to, then `axe.run` checks the
 * whole document with every rule axe enables by default.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The impacts that fail a page. */
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

/** One failed rule, in words a failing test can print. */
export interface AxeFinding {
  rule: string;
  impact: ImpactValue | undefined;
  help: string;
  /** CSS selectors of the elements that fail it (at most five). */
  targets: string[];
  /** The first failing element's markup (cut), and axe's reason for it. */
  example: string;
}

/** The serious and critical violations axe finds in the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run: (context: object, options: object) => Promise<AxeResults> };
      }
    ).axe.run(
      // react-aria's live announcer is left out, as in the stories' checks: a button that goes
      // pending announces it by a hidden `role="img"` labelled by the button itself, and when
      // the button then unmounts (a round closes, a dialog saves) that entry names nothing
      // until react-aria removes it 7 s later (`Button.test.tsx` in @credence/ui shows it).
      { exclude: [['[data-live-announcer]']] },
      { resultTypes: ['violations'] },
    ),
  );
  return results.violations
    .filter((violation) => BLOCKING.includes(violation.impact ?? null))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? undefined,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      example: `${violation.nodes[0]?.html.slice(0, 200) ?? ''} — ${violation.nodes[0]?.failureSummary ?? ''}`,
    }));
}
