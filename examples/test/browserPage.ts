/**
 * Loads a page of the example app in Chromium (playwright-core on Debian's Chromium, or
 * CHROMIUM_PATH, as the host's end-to-end tests do) and reports what a person would see: whether
 * the evaluator is there and styled, and every console error or warning on the way.
 */

import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium';

/** What the evaluator looks like once loaded. */
export interface EvaluatorLook {
  /** The colour of the argument's title (the theme's text colour when styled). */
  titleColour: string;
  /** The font of the title (the theme's system-ui stack when styled). */
  titleFont: string;
  /** The colour of the first slider's rail, or 'no rail' when the track is not drawn. */
  railColour: string;
  /** The rail's height in pixels (0 when not drawn). */
  railHeight: number;
  /**
   * The Inference Evaluation dialog's title once "Evaluate inference" was pressed: the dialog is
   * a piece the app's bundle loads on demand.
   */
  dialogTitle: string;
  /** Console errors and warnings, failed requests and uncaught exceptions, in order. */
  problems: string[];
}

/** Starts Chromium once for several pages. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
}

/**
 * Opens `url`, waits for the evaluator's first premise slider and reads its look, then opens
 * the Inference Evaluation dialog.
 */
export async function lookAtEvaluator(browser: Browser, url: string): Promise<EvaluatorLook> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  try {
    await page.goto(url);
    await page.getByRole('slider', { name: 'Confidence in Premise 1' }).waitFor();
    const title = page.getByText('Remote work raises productivity', { exact: true });
    const look = await title.evaluate((titleElement) => {
      const slider = document.querySelector('input[type="range"]');
      // The rail is drawn by the track's ::before: the nearest ancestor of the input that has one.
      let track = slider?.parentElement ?? null;
      while (track && getComputedStyle(track, '::before').content === 'none') {
        track = track.parentElement;
      }
      const rail = track ? getComputedStyle(track, '::before') : null;
      const style = getComputedStyle(titleElement);
      return {
        titleColour: style.color,
        titleFont: style.fontFamily,
        railColour: rail ? rail.backgroundColor : 'no rail',
        railHeight: rail ? Number.parseFloat(rail.height) || 0 : 0,
      };
    });
    // A piece loaded on demand arrives from the app's own bundle when it is opened.
    await page.getByRole('button', { name: 'Evaluate inference' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const dialogTitle = (await dialog.getByRole('heading').first().textContent()) ?? '';
    return { ...look, dialogTitle, problems };
  } finally {
    await page.close();
  }
}
