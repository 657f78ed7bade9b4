import {
  analyzeConstraints,
  type CalculatedValues,
  DURATIONS,
  premiseSensitivity,
  scenarioBreakdown,
} from '@credence/engine';
import { useMachine } from '@xstate/react';
import { createContext, type ReactNode, useContext, useId, useMemo } from 'react';
import { GoalSeekPanel } from '../GoalSeekPanel/GoalSeekPanel';
import { panelDataOf } from '../offThread/panelData';
import { type SensitivityBar, SensitivityChart } from '../SensitivityChart/SensitivityChart';
import { Tabs } from '../Tabs/Tabs';
import { BasicResult, CalculationDetailsTab } from './CalculationDetailsTab';
import * as styles from './CalculationResultsPanel.css';
import type { ConstraintStatus } from './ConstraintStatusBox';
import { DependenciesTab } from './DependenciesTab';
import { forcedDisplayMachine } from './forcedDisplay.machine';
import { type ClaimText, claimNames } from './format';
import type { ResultsPanelMode } from './formulas';
import { CALCULATION_RESULTS_TEXT as T } from './texts';

/** The user's 'Detail level' setting, as the panel reads it. */
export type CalculationDetailLevel = 'basic' | 'detailed' | 'complete';

/** The panel's two tabs ('calculations' is the spec's other name for Calculation Details). */
export type CalculationResultsTab = 'dependencies' | 'calculations';

/** Props of {@link CalculationResultsPanel}. */
export interface CalculationResultsPanelProps {
  /** `evaluateArgument`'s result; `null` while there is none yet. */
  calculated: CalculatedValues | null;
  /** How to present it; default the result's own mode (`direct` reads as fallback). */
  mode?: ResultsPanelMode;
  /** The argument's premises in order (labelled P1, P2, …); texts are shown as plain text. */
  premises: readonly ClaimText[];
  /** The conclusion. */
  conclusion?: ClaimText;
  /** Texts of dependency parents outside the argument. */
  externalClaims?: readonly ClaimText[];
  /** The constraint system's state, for the Constraint Status box; absent: no box. */
  constraintStatus?: ConstraintStatus;
  /**
   * A newer result is being computed (off the main thread): the panel is marked busy
   * (`aria-busy`) until it comes.
   */
  isUpdating?: boolean;
  /** Data (e.g. claim texts) still loading: a loading line until the forced display. */
  isLoading?: boolean;
  /** Milliseconds of loading before the panel shows anyway; default `DURATIONS.forcedDisplay`. */
  forcedDisplayAfter?: number;
  /** The tab selected first; default `'calculations'`. */
  defaultTab?: CalculationResultsTab;
  /**
   * How much to show (the user's 'Detail level' setting): `'basic'` the result and its formula;
   * `'detailed'` the tabs, inputs, results and formulas, the sensitivity and goal-seek panels,
   * without the numbered steps; `'complete'` (default) every step.
   */
  detailLevel?: CalculationDetailLevel;
  /**
   * The network view is on: the sensitivity chart ranks the leaf claims of the whole network of
   * linked arguments (`networkSensitivity`, named) against the network's P(C), instead of the
   * argument's own premises.
   */
  networkSensitivity?: { bars: readonly SensitivityBar[]; pC: number };
  /** Extra class names. */
  className?: string;
}

const DetailLevelContext = createContext<CalculationDetailLevel | undefined>(undefined);

/**
 * The detail level of every {@link CalculationResultsPanel} inside it that is given none: the
 * evaluator wraps its Inference Evaluation dialog in one with the user's 'Detail level', so the
 * dialog's results show as much as the evaluator's.
 */
export function CalculationDetailLevelProvider({
  level,
  children,
}: {
  level: CalculationDetailLevel;
  children: ReactNode;
}) {
  return <DetailLevelContext.Provider value={level}>{children}</DetailLevelContext.Provider>;
}

/** Shows `children` once loading ends, or anyway after the forced-display delay. */
function LoadingGate({ delay, children }: { delay: number; children: ReactNode }) {
  const machine = useMemo(
    () => forcedDisplayMachine.provide({ delays: { forcedDisplay: delay } }),
    [delay],
  );
  const [snapshot] = useMachine(machine);
  if (snapshot.matches('forced')) return children;
  return (
    <p className={styles.status} role="status">
      {T.loading}
    </p>
  );
}

/** The tabs over a result: everything the engine computed, computed once per result. */
function PanelTabs({
  calculated,
  mode,
  premises,
  conclusion,
  externalClaims,
  constraintStatus,
  defaultTab,
  detailLevel = 'complete',
  networkSensitivity,
}: Omit<CalculationResultsPanelProps, 'calculated' | 'mode'> & {
  calculated: CalculatedValues;
  mode: ResultsPanelMode;
}) {
  const names = useMemo(
    () => claimNames(premises, conclusion, externalClaims),
    [premises, conclusion, externalClaims],
  );
  // A result from the evaluation worker comes with its scenarios and sensitivity computed there.
  const computed = panelDataOf(calculated);
  // The 2ⁿ − 1 scenarios (contribution order, cut-off 1e-5) and the constraints, from the engine.
  const breakdown = useMemo(
    () => computed?.breakdown ?? scenarioBreakdown(calculated, { order: 'contribution' }),
    [calculated, computed],
  );
  const report = useMemo(
    () => analyzeConstraints({ ...calculated.debugData.rawInputs, claimTexts: names.texts }),
    [calculated, names],
  );
  // Which premise matters most: P(C | premise true/false) under the joint, from the engine.
  const bars = useMemo(
    () =>
      (computed?.sensitivity ?? premiseSensitivity(calculated.debugData.rawInputs, calculated)).map(
        (entry) => ({
          ...entry,
          label: names.short(entry.premiseId),
          text: names.text(entry.premiseId),
        }),
      ),
    [calculated, computed, names],
  );
  const goalPremises = useMemo(
    () => premises.map(({ id }) => ({ id, label: names.short(id), text: names.text(id) })),
    [premises, names],
  );
  return (
    <>
      <Tabs
        label={T.tabsLabel}
        defaultSelectedKey={defaultTab}
        items={[
          {
            id: 'dependencies',
            label: T.dependenciesTab,
            content: (
              <DependenciesTab report={report} names={names} constraintStatus={constraintStatus} />
            ),
          },
          {
            id: 'calculations',
            label: T.calculationsTab,
            content: (
              <CalculationDetailsTab
                calculated={calculated}
                mode={mode}
                premises={premises}
                names={names}
                breakdown={breakdown}
                constraintStatus={constraintStatus}
                detailLevel={detailLevel === 'detailed' ? 'detailed' : 'complete'}
              />
            ),
          },
        ]}
      />
      {networkSensitivity ? (
        <SensitivityChart
          scope="network"
          bars={networkSensitivity.bars}
          pC={networkSensitivity.pC}
        />
      ) : (
        <SensitivityChart bars={bars} pC={calculated.pC} />
      )}
      <GoalSeekPanel
        input={calculated.debugData.rawInputs}
        premises={goalPremises}
        pC={calculated.pC}
      />
    </>
  );
}

/**
 * The calculation results panel (Bayesian, Truth Table and Fallback modes): two tabs,
 * 'Dependencies & Intervals' and 'Calculation Details', over an `evaluateArgument` result.
 * Presentational: every number comes from `@credence/engine` (`evaluateArgument`'s result,
 * `scenarioBreakdown`, `analyzeConstraints`); the panel formats it and never renders claim
 * text as HTML. While `isLoading` it shows a loading line, and after 15 s shows what it has.
 */
export function CalculationResultsPanel({
  calculated,
  mode,
  isUpdating = false,
  isLoading = false,
  forcedDisplayAfter = DURATIONS.forcedDisplay,
  defaultTab = 'calculations',
  detailLevel: detailLevelProp,
  className,
  ...rest
}: CalculationResultsPanelProps) {
  const titleId = useId();
  const inheritedLevel = useContext(DetailLevelContext);
  const detailLevel = detailLevelProp ?? inheritedLevel ?? 'complete';
  const classes = [styles.root, className].filter(Boolean).join(' ');
  const shownMode: ResultsPanelMode = mode ?? calculated?.debugData.mode ?? 'fallback';
  let body: ReactNode = <p className={styles.status}>{T.noResults}</p>;
  if (calculated && detailLevel === 'basic')
    body = <BasicResult calculated={calculated} mode={shownMode} />;
  else if (calculated)
    body = (
      <PanelTabs
        {...rest}
        calculated={calculated}
        mode={shownMode}
        defaultTab={defaultTab}
        detailLevel={detailLevel}
      />
    );
  return (
    <section
      className={classes}
      aria-labelledby={titleId}
      aria-busy={isUpdating || undefined}
      data-mode={shownMode}
      data-detail-level={detailLevel}
    >
      <h3 id={titleId} className={styles.title}>
        {T.title}
      </h3>
      {isLoading ? <LoadingGate delay={forcedDisplayAfter}>{body}</LoadingGate> : body}
    </section>
  );
}
