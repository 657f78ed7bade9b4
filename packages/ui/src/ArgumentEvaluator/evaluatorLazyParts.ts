import { lazyWithPreload } from '../lazy/lazyWithPreload';

/**
 * The evaluator's parts a first visit does not show, each loaded on demand (its own chunk, with
 * its machines and the engine code only it uses) and prefetched when the person points at or
 * focuses what opens it. An app embedding `ArgumentEvaluator` gets the same split from its
 * bundler; these are exported so it can prefetch them itself too.
 */
export const evaluatorLazyParts = {
  /** The Inference Evaluation dialog and its tabs ("Evaluate inference"). */
  inferenceDialog: lazyWithPreload(() =>
    import('./EvaluatorInferenceDialog').then((module) => module.EvaluatorInferenceDialog),
  ),
  /** The proof viewer (⊢). */
  proof: lazyWithPreload(() => import('./EvaluatorProof').then((module) => module.EvaluatorProof)),
  /** The counterexample finder (c.e.). */
  counterexample: lazyWithPreload(() =>
    import('../CounterexampleModal/CounterexampleModal').then(
      (module) => module.CounterexampleModal,
    ),
  ),
  /** Objection and Clarification: the linked argument editor. */
  linkedArgument: lazyWithPreload(() =>
    import('../LinkedArgumentModal/LinkedArgumentModal').then(
      (module) => module.LinkedArgumentModal,
    ),
  ),
  /** The dependency configuration panel. */
  dependencyPanel: lazyWithPreload(() =>
    import('./EvaluatorPanels').then((module) => module.EvaluatorDependencyPanel),
  ),
  /** The calculation results panel, with its insight charts. */
  resultsPanel: lazyWithPreload(() =>
    import('./EvaluatorPanels').then((module) => module.EvaluatorResultsPanel),
  ),
  /** The Version History dialog. */
  versionHistory: lazyWithPreload(() =>
    import('../VersionHistoryDialog/VersionHistoryDialog').then(
      (module) => module.VersionHistoryDialog,
    ),
  ),
  /** The Share menu with its machine (the first sharing request, or intent on the action bar). */
  shareMenu: lazyWithPreload(() =>
    import('./EvaluatorShareMenu').then((module) => module.EvaluatorShareMenu),
  ),
  /** The deliberation panel (opened with a deliberation). */
  deliberationPanel: lazyWithPreload(() =>
    import('../DeliberationPanel/DeliberationPanelContainer').then(
      (module) => module.DeliberationPanelContainer,
    ),
  ),
  /** The network view ("Network" on): its machine and the engine's network evaluation. */
  network: lazyWithPreload(() =>
    import('./EvaluatorNetwork').then((module) => module.EvaluatorNetwork),
  ),
  /** The admin's debug panel. */
  debugPanel: lazyWithPreload(() =>
    import('../DebugPanel/DebugPanel').then((module) => module.DebugPanel),
  ),
} as const;
