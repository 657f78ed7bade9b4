import { ToggleButton } from 'react-aria-components';
import * as styles from './EvaluatorPanels.css';

/** Which of the evaluator's two optional panels are shown. */
export interface EvaluatorPanelsShown {
  dependencies: boolean;
  results: boolean;
}

/** Texts of the panel toggles (the spec names the panels and their icons, not the labels). */
export const EVALUATOR_PANEL_TEXT = {
  dependencies: 'Dependency configuration',
  results: 'Calculation results',
} as const;

/** Props of {@link EvaluatorPanelToggles}. */
export interface EvaluatorPanelTogglesProps {
  shown: EvaluatorPanelsShown;
  onChange: (shown: EvaluatorPanelsShown) => void;
}

/** The two toggles: dependency configuration (lightning icon) and calculation results (calculator icon). */
export function EvaluatorPanelToggles({ shown, onChange }: EvaluatorPanelTogglesProps) {
  return (
    <div className={styles.toggles}>
      <ToggleButton
        className={styles.toggle}
        isSelected={shown.dependencies}
        onChange={(dependencies) => onChange({ ...shown, dependencies })}
      >
        <LightningIcon />
        {EVALUATOR_PANEL_TEXT.dependencies}
      </ToggleButton>
      <ToggleButton
        className={styles.toggle}
        isSelected={shown.results}
        onChange={(results) => onChange({ ...shown, results })}
      >
        <CalculatorIcon />
        {EVALUATOR_PANEL_TEXT.results}
      </ToggleButton>
    </div>
  );
}

/** Inline icons: emoji glyphs are missing from many system fonts. */
function LightningIcon() {
  return (
    <svg className={styles.icon.text} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M9 1 3 9h4l-1 6 6-8H8l1-6z" fill="currentColor" />
    </svg>
  );
}

function CalculatorIcon() {
  return (
    <svg className={styles.icon.text} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="3" y="1" width="10" height="14" rx="1.5" fill="none" stroke="currentColor" />
      <rect x="5" y="3" width="6" height="3" fill="currentColor" />
      <path
        d="M5 8.5h1.5M7.25 8.5h1.5M9.5 8.5H11M5 11h1.5M7.25 11h1.5M9.5 11H11M5 13h1.5M7.25 13h1.5M9.5 13H11"
        stroke="currentColor"
      />
    </svg>
  );
}
