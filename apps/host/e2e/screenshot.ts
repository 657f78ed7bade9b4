/**
 * Screenshot comparison against committed baselines (`e2e/__screenshots__/<name>.png`), in the
 * manner of Playwright Test's `toHaveScreenshot`: a full-page PNG with animations finished and the
 * caret hidden, compared pixel by pixel with pixelmatch (anti-aliasing ignored, a small colour
 * threshold) and allowed at most {@link MAX_DIFF_PIXELS} differing pixels. With
 * `UPDATE_SCREENSHOTS=1` the baselines are written instead. A mismatch leaves the actual picture
 * and a diff beside each other in `test-results/screenshots/` for a look.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { comparePngs } from '../app/testing/pngDiff.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The committed baselines. */
export const BASELINE_DIR = path.join(HERE, '__screenshots__');
const RESULTS_DIR = path.join(HERE, '..', 'test-results', 'screenshots');

/**
 * How many pixels may differ (beyond anti-aliasing and the colour threshold): a handful, so a
 * changed word or button shows (a restyled 'Edit' link alone is some 500 pixels).
 */
export const MAX_DIFF_PIXELS = Number(process.env.SCREENSHOT_MAX_DIFF_PIXELS ?? 25);

/** Whether this run writes baselines rather than comparing (`UPDATE_SCREENSHOTS=1`). */
export const updatingScreenshots = process.env.UPDATE_SCREENSHOTS === '1';

/** What a comparison found. */
export interface ScreenshotComparison {
  /** Baseline written (update mode): nothing compared. */
  updated: boolean;
  /** Pixels that differ (all of them when the sizes differ). */
  differentPixels: number;
  /** The share of the baseline's pixels that differ. */
  ratio: number;
  /** Why it fails, or null when it matches. */
  problem: string | null;
}

/**
 * Takes the page's full-page screenshot and compares it with the baseline `name` (or writes it
 * with `UPDATE_SCREENSHOTS=1`). `mask` covers elements whose content may change between runs.
 */
export async function compareScreenshot(
  page: Page,
  name: string,
  options: { mask?: Locator[] } = {},
): Promise<ScreenshotComparison> {
  const actual = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask: options.mask,
  });
  const baseline = path.join(BASELINE_DIR, `${name}.png`);
  if (updatingScreenshots) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(baseline, actual);
    return { updated: true, differentPixels: 0, ratio: 0, problem: null };
  }
  if (!existsSync(baseline)) {
    return {
      updated: false,
      differentPixels: 0,
      ratio: 1,
      problem: `no baseline ${path.relative(HERE, baseline)}: run with UPDATE_SCREENSHOTS=1`,
    };
  }
  const result = comparePngs(readFileSync(baseline), actual);
  const failed = result.sizeProblem !== null || result.differentPixels > MAX_DIFF_PIXELS;
  if (failed) {
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(path.join(RESULTS_DIR, `${name}.actual.png`), actual);
    if (result.diff)
      writeFileSync(path.join(RESULTS_DIR, `${name}.diff.png`), PNG.sync.write(result.diff));
  }
  const problem = !failed
    ? null
    : (result.sizeProblem ??
      `${result.differentPixels} pixels differ (at most ${MAX_DIFF_PIXELS}); see test-results/screenshots/${name}.diff.png`);
  return { updated: false, differentPixels: result.differentPixels, ratio: result.ratio, problem };
}
