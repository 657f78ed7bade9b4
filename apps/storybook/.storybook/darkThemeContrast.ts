/**
 * The story tests' second colour-contrast pass: addon-a11y runs axe on each story in the theme it
 * rendered in (light); this runs axe's `color-contrast` rule again with the dark theme applied.
 *
 * A theme is only a class name filling the CSS variables of the theme contract (see
 * packages/ui/src/theme/contract.css.ts), so swapping the light class for the dark one on every
 * element that carries it (the story's ThemeRoot and the portalled overlays) recolours the page
 * exactly as rendering it in the dark theme would, without running the story twice.
 */
import type { AxeResults, Result } from 'axe-core';
import { darkTheme, lightTheme } from '../../../packages/ui/src/theme/contract.css';

/** One line per failing element: the rule's summary and axe's reason, as the addon prints them. */
function describe(violations: Result[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map((node) => `${node.html}\n  ${node.failureSummary ?? violation.help}`),
    )
    .join('\n\n');
}

/** Runs axe's colour-contrast rule on the story's document in the dark theme; throws on failure. */
export async function checkDarkThemeContrast(): Promise<void> {
  const themed = Array.from(document.getElementsByClassName(lightTheme));
  if (themed.length === 0) return;
  const { default: axe } = await import('axe-core');
  for (const element of themed) element.classList.replace(lightTheme, darkTheme);
  let results: AxeResults;
  try {
    results = await axe.run(
      // Storybook's own elements are always in the document; the addon leaves them out too.
      { include: document.body, exclude: ['.sb-wrapper', '#storybook-docs'] },
      { runOnly: ['color-contrast'] },
    );
  } finally {
    for (const element of themed) element.classList.replace(darkTheme, lightTheme);
  }
  if (results.violations.length > 0) {
    throw new Error(`Colour contrast fails in the dark theme:\n\n${describe(results.violations)}`);
  }
}
