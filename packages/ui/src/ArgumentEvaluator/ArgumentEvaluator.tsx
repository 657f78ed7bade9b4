import { DURATIONS, ENFORCEMENT_CASCADE_DEPTH, formatPercent } from '@credence/engine';
import {
  DEDUCTIVE_CONCLUSION_VALUES,
  type EvaluatorArgument,
  type EvaluatorPremise,
  type EvaluatorSnapshot,
  type EvaluatorToast,
  type EvaluatorUserSettings,
  type LinkedArgumentMode,
  NETWORK_TEXTS,
  type NetworkFigures,
  NO_VERSIONS_LABEL,
  selectDialecticManager,
  selectDisplayMode,
  selectEvaluationState,
  selectInferenceStrength,
  selectSaveButton,
  selectSubconclusionArgumentIds,
  evaluatorMessages as text,
  VERSIONS_LOADING_LABEL,
  type VersionRecord,
} from '@credence/state-machines';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { Column, Columns } from '../Columns/Columns';
import { ConclusionBand } from '../ConclusionBand/ConclusionBand';
import { ConclusionBox } from '../ConclusionBox/ConclusionBox';
import { preloadConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { useCredence } from '../CredenceProvider/CredenceProvider';
import type { Deliberation } from '../DeliberationPanel/deliberation.types';
import { EvaluatorActions, type SaveState } from '../EvaluatorActions/EvaluatorActions';
import { EvaluatorHeader } from '../EvaluatorHeader/EvaluatorHeader';
import { EvaluatorStateMessage } from '../EvaluatorStateMessage/EvaluatorStateMessage';
import { EvaluatorSummary } from '../EvaluatorSummary/EvaluatorSummary';
import { InferenceStrengthBar } from '../InferenceStrengthBar/InferenceStrengthBar';
import { PREMISE_BUTTON_LINK_MODES } from '../LinkedArgumentModal/premiseButtonLinkModes';
import { OnDemand, PrefetchOnIntent } from '../lazy/PrefetchOnIntent';
import { PremiseRow } from '../PremiseRow/PremiseRow';
import type { SensitivityBar } from '../SensitivityChart/SensitivityChart';
import { StatusLine } from '../StatusLine/StatusLine';
import { Switch } from '../Switch/Switch';
import type { ToastTone } from '../Toast/Toast';
import { ValidityBoundNotice } from '../ValidityBoundNotice/ValidityBoundNotice';
import { useVersionHistory } from '../VersionHistoryDialog/useVersionHistory';
import * as styles from './ArgumentEvaluator.css';
import {
  ArgumentEvaluatorProvider,
  useArgumentEvaluator,
  useArgumentEvaluatorSnapshot,
} from './ArgumentEvaluatorProvider';
import { EvaluatorDeliberation } from './EvaluatorDeliberation';
import type { EvaluatorSameClaim } from './EvaluatorNetwork';
import { type EvaluatorPanelsShown, EvaluatorPanelToggles } from './EvaluatorPanelToggles';
import { EvaluatorShare } from './EvaluatorShare';
import {
  EVALUATOR_OPEN_OTHER_TEXT,
  EVALUATOR_REVERT_TEXT,
  EvaluatorResetConfirm,
  useAskBeforeDiscarding,
  useReportUnsavedChanges,
} from './EvaluatorUnsavedChanges';
import { evaluatorLazyParts as lazyParts } from './evaluatorLazyParts';
import { inferenceDialogInput } from './inferenceDialogInput';
import { useInsight } from './useInsight';

/** Props of {@link ArgumentEvaluator}. */
export interface ArgumentEvaluatorProps {
  /** The argument to evaluate. */
  argumentId: number;
  /**
   * Called when the evaluator opens another argument itself (a sub-conclusion's supporting
   * argument): the host updates its URL in place (e.g. `?argumentId=`) and passes the new id
   * back as `argumentId`, which does not load it a second time.
   */
  onArgumentChange?: (argumentId: number) => void;
  /**
   * Called with true when the evaluation gets changes that are not saved (a credence, a lock, a
   * dependency, a reset…; or a save still under way) and with false once they are saved or
   * another argument is loaded: the host asks before its page is left (`useBlocker`,
   * `beforeunload`).
   */
  onUnsavedChangesChange?: (unsaved: boolean) => void;
  /**
   * The argument as the server read it (see `ArgumentEvaluatorProvider`): the screen renders
   * it evaluated at once — on the server too — instead of loading it after hydration.
   */
  initialArgument?: EvaluatorArgument | null;
  /** The user's settings as the server read them, for the same first render. */
  initialUserSettings?: EvaluatorUserSettings | null;
  /**
   * The user's versions of `initialArgument` as the server read them (the `listVersions`
   * answer): the header's Version box shows them without a request.
   */
  initialVersions?: VersionRecord[];
  /**
   * A deliberation on the argument (its `id`): its panel shows beside the evaluator (below it on
   * narrow screens), and "Submit" sends the figures the evaluator shows.
   */
  deliberationId?: number;
  /** The deliberation as the server read it (the `getDeliberation` answer): shown without a request. */
  initialDeliberation?: Deliberation;
  /** Called once the starter deleted the deliberation (e.g. to drop it from the URL). */
  onDeliberationDeleted?: (deliberationId: number) => void;
}

/** The versions the page read with its argument, for that argument's header only. */
const InitialVersionsContext = createContext<{
  argumentId: number;
  versions: VersionRecord[];
} | null>(null);

const {
  inferenceDialog: LazyInferenceDialog,
  proof: LazyProof,
  counterexample: LazyCounterexampleModal,
  linkedArgument: LazyLinkedArgumentModal,
  dependencyPanel: LazyDependencyPanel,
  resultsPanel: LazyResultsPanel,
  versionHistory: LazyVersionHistoryDialog,
  debugPanel: LazyDebugPanel,
  network: LazyNetwork,
} = lazyParts;

/** Objection and Clarification open the linked argument editor: its code starts loading. */
const prefetchLinkedArgument = () => LazyLinkedArgumentModal.preload();

const TONES: Readonly<Record<EvaluatorToast['kind'], ToastTone>> = {
  success: 'success',
  error: 'critical',
  info: 'info',
};

/**
 * The evaluator screen (spec §2 "Evaluator screen"): runs the evaluator machine on the nearest
 * `CredenceProvider`'s client and shows the argument's header, premises, inference-strength bar,
 * conclusion, status line and buttons, or the loading, error and missing-data messages. The
 * machine's messages show as toasts; a session role ADMIN also sees the debug-panel button.
 */
export function ArgumentEvaluator({
  argumentId,
  onArgumentChange,
  onUnsavedChangesChange,
  initialArgument,
  initialUserSettings,
  initialVersions,
  deliberationId,
  initialDeliberation,
  onDeliberationDeleted,
}: ArgumentEvaluatorProps) {
  const [versions] = useState(() =>
    initialArgument && initialVersions
      ? { argumentId: initialArgument.id, versions: initialVersions }
      : null,
  );
  return (
    <ArgumentEvaluatorProvider
      argumentId={argumentId}
      onArgumentChange={onArgumentChange}
      initialArgument={initialArgument}
      initialUserSettings={initialUserSettings}
    >
      <UnsavedChangesReport onChange={onUnsavedChangesChange} />
      <InitialVersionsContext.Provider value={versions}>
        {deliberationId === undefined ? (
          <ArgumentEvaluatorScreen />
        ) : (
          <Columns space="xlarge" collapseBelow="desktop" alignY="top">
            <Column>
              <ArgumentEvaluatorScreen />
            </Column>
            <Column width="1/3">
              <EvaluatorDeliberation
                // Another deliberation is another machine, not an update of this one.
                key={deliberationId}
                deliberationId={deliberationId}
                initialDeliberation={initialDeliberation}
                onDeleted={onDeliberationDeleted}
              />
            </Column>
          </Columns>
        )}
      </InitialVersionsContext.Provider>
    </ArgumentEvaluatorProvider>
  );
}

/** Reports the unsaved state to the app (renders nothing). */
function UnsavedChangesReport({ onChange }: { onChange?: (unsaved: boolean) => void }) {
  useReportUnsavedChanges(onChange);
  return null;
}

/** Shows each new `context.toast` of the machine in the provider's toast queue. */
function useEvaluatorToasts(toast: EvaluatorToast | null) {
  const { toasts } = useCredence();
  useEffect(() => {
    if (toast === null) return;
    const content = toast.link
      ? { title: toast.text, link: { ...toast.link }, tone: TONES[toast.kind] }
      : { title: toast.text, tone: TONES[toast.kind] };
    toasts.add(content, { timeout: DURATIONS[toast.duration] });
  }, [toast, toasts]);
}

/** The Dialectic Manager link from the machine's rule, or none when it is hidden. */
function dialecticHref(snapshot: EvaluatorSnapshot): string | undefined {
  const manager = selectDialecticManager(snapshot);
  return manager.visible ? manager.href : undefined;
}

function saveState(label: string): SaveState {
  if (label === text.SAVING_LABEL) return 'saving';
  if (label === text.SAVED_LABEL) return 'saved';
  return 'idle';
}

/** The screen's parts, read from the machine of the nearest `ArgumentEvaluatorProvider`. */
export function ArgumentEvaluatorScreen() {
  const snapshot = useArgumentEvaluatorSnapshot();
  const { context } = snapshot;
  useEvaluatorToasts(context.toast);

  if (snapshot.matches({ screen: 'error' })) {
    return <EvaluatorStateMessage kind="error" message={context.error ?? ''} />;
  }
  if (snapshot.matches({ screen: 'missingData' })) {
    return <EvaluatorStateMessage kind="warning" />;
  }
  const argument = context.argument;
  if (!snapshot.matches({ screen: 'ready' }) || argument === null) {
    return <EvaluatorStateMessage kind="loading" />;
  }
  if (argument.conclusion === null) return <EvaluatorStateMessage kind="warning" />;
  return <ReadyEvaluator snapshot={snapshot} />;
}

/** The loaded argument: every part of the screen, its panels and its dialogs. */
function ReadyEvaluator({ snapshot }: { snapshot: EvaluatorSnapshot }) {
  const actorRef = useArgumentEvaluator();
  const { userRole } = useCredence();
  const network = useNetworkView(snapshot);
  const [debugOpen, setDebugOpen] = useState(false);
  const [inferenceOpen, setInferenceOpen] = useState(false);
  const [proofOpen, setProofOpen] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const openOther = useAskBeforeDiscarding(EVALUATOR_OPEN_OTHER_TEXT);
  const [link, setLink] = useState<{ mode: LinkedArgumentMode; premise: EvaluatorPremise } | null>(
    null,
  );
  const [panels, setPanels] = useState<EvaluatorPanelsShown>({
    dependencies: false,
    results: false,
  });
  const { context } = snapshot;
  const argument = context.argument;
  const inferenceInput = inferenceDialogInput(snapshot);
  const insight = useInsight(snapshot);
  if (argument?.conclusion == null) return <EvaluatorStateMessage kind="warning" />;

  const save = selectSaveButton(snapshot);
  const isDeductive = context.argumentType === 'DEDUCTIVE';
  const foundationalist = context.userSettings.constraintResolutionMode === 'foundationalist';

  return (
    <div className={styles.root}>
      <EvaluatorHeaderWithVersions
        argumentId={argument.id}
        title={argument.title}
        summary={argument.summarizedDescription}
      />
      {/* On a phone: the conclusion and P(C) stay in view while the premises scroll under them. */}
      <EvaluatorSummary
        conclusion={argument.conclusion.content}
        pC={context.calculatedValues?.pC ?? null}
      />
      <PrefetchOnIntent prefetch={LazyNetwork.preload}>
        <Switch isSelected={network.isOn} onChange={network.toggle}>
          {NETWORK_TEXTS.switchLabel}
        </Switch>
      </PrefetchOnIntent>
      <PrefetchOnIntent prefetch={prefetchLinkedArgument}>
        <div className={styles.premises}>
          {argument.premises.map((premise, index) => {
            const isLocked = context.lockedPremiseIds.includes(premise.id);
            const supporting = selectSubconclusionArgumentIds(snapshot, premise.id);
            const correction = context.constraints.corrections.find(
              (corrected) => corrected.premiseId === premise.id,
            );
            const moved = context.constraints.moved[premise.id];
            // A move too small to show in whole percentages is not news.
            const movedVisibly = moved && formatPercent(moved.from) !== formatPercent(moved.to);
            const derived = network.figures?.premises[premise.id];
            return (
              <PremiseRow
                key={premise.id}
                network={derived}
                onSameClaim={
                  network.isOn
                    ? () =>
                        network.setSameClaim({
                          id: premise.id,
                          label: `Premise ${index + 1}`,
                          text: premise.content,
                        })
                    : undefined
                }
                label={`Premise ${index + 1}`}
                text={premise.content}
                value={context.premiseConfidences[premise.id] ?? 0.5}
                isLocked={isLocked}
                onChange={(value) =>
                  actorRef.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: premise.id, value })
                }
                onToggleLock={() =>
                  actorRef.send({ type: 'TOGGLE_PREMISE_LOCK', premiseId: premise.id })
                }
                onObjection={() => setLink({ mode: PREMISE_BUTTON_LINK_MODES.objection, premise })}
                onClarification={() =>
                  setLink({ mode: PREMISE_BUTTON_LINK_MODES.clarification, premise })
                }
                supportingArguments={supporting.length}
                correctionStep={
                  correction ? Math.min(correction.pass, ENFORCEMENT_CASCADE_DEPTH) : undefined
                }
                note={
                  moved && movedVisibly
                    ? text.credenceMovedText(
                        `P${index + 1}`,
                        formatPercent(moved.from),
                        formatPercent(moved.to),
                      )
                    : undefined
                }
                onOpenSupport={() =>
                  openOther.askFirst(() =>
                    actorRef.send({ type: 'SELECT_SUBCONCLUSION', linkedArgumentIds: supporting }),
                  )
                }
                range={insight.ranges[premise.id]}
                onRangeChange={(range) => insight.setRange(premise.id, range)}
                onRangeToggle={(useRange) => insight.toggleRange(premise.id, useRange)}
              />
            );
          })}
        </div>
      </PrefetchOnIntent>
      <InferenceStrengthBar
        strength={
          // Deductive by conviction: the bar shows the strength the user gave it (movable).
          context.convictionApplied
            ? (context.evaluationSettings.direct?.pCGivenPremises ?? 1)
            : selectInferenceStrength(snapshot)
        }
        // Deductive by the conviction setting: the bar stays movable, back below the line undoes it.
        locked={isDeductive && !context.convictionApplied}
        // Outside DIRECT this switches to DIRECT (Basic Evaluation) with P(C|¬Premises) 0.2.
        onChange={(value) => actorRef.send({ type: 'SET_INFERENCE_STRENGTH', value })}
      />
      <PrefetchOnIntent
        prefetch={() => {
          LazyInferenceDialog.preload();
          LazyProof.preload();
          if (isDeductive) LazyCounterexampleModal.preload();
        }}
      >
        <ConclusionBox
          text={argument.conclusion.content}
          argumentType={context.argumentType}
          value={context.conclusionConfidence}
          onChange={(value) => actorRef.send({ type: 'SET_CONCLUSION_CONFIDENCE', value })}
          showLock={foundationalist}
          isLocked={context.conclusionLocked}
          onToggleLock={() => actorRef.send({ type: 'TOGGLE_CONCLUSION_LOCK' })}
          onEvaluateInference={() => setInferenceOpen(true)}
          canFindCounterexample={isDeductive}
          onFindCounterexample={() => actorRef.send({ type: 'OPEN_COUNTEREXAMPLE' })}
          onViewProof={() => setProofOpen(true)}
          computedPC={context.calculatedValues?.pC}
          isSetByUser={context.conclusionSetByUser}
          onFollowComputed={() => actorRef.send({ type: 'FOLLOW_COMPUTED_CONCLUSION' })}
        />
      </PrefetchOnIntent>
      {network.isOn ? (
        <OnDemand>
          <LazyNetwork
            // Another argument opened in place is another network, not an update of this one.
            key={argument.id}
            snapshot={snapshot}
            reloadKey={network.reloadKey}
            sameClaim={network.sameClaim}
            onCloseSameClaim={network.closeSameClaim}
            onFigures={network.setFigures}
          />
        </OnDemand>
      ) : null}
      {insight.band ? (
        <ConclusionBand interval={insight.band.interval} rangedLabels={insight.band.labels} />
      ) : null}
      {insight.validity ? (
        <ValidityBoundNotice
          check={insight.validity}
          conclusionCredence={context.conclusionConfidence}
          raiseTo={
            isDeductive
              ? (DEDUCTIVE_CONCLUSION_VALUES.find((value) => value >= insight.validity!.bound) ?? 1)
              : undefined
          }
          onRaiseConclusion={(value) => actorRef.send({ type: 'SET_CONCLUSION_CONFIDENCE', value })}
        />
      ) : null}
      <StatusLine
        argumentType={context.argumentType}
        evaluationMode={selectDisplayMode(snapshot)}
      />
      <PrefetchOnIntent
        prefetch={() => {
          LazyDependencyPanel.preload();
          LazyResultsPanel.preload();
        }}
      >
        <EvaluatorPanelToggles shown={panels} onChange={setPanels} />
      </PrefetchOnIntent>
      {panels.dependencies ? (
        <OnDemand>
          <LazyDependencyPanel snapshot={snapshot} />
        </OnDemand>
      ) : null}
      {panels.results ? (
        <OnDemand>
          <LazyResultsPanel snapshot={snapshot} networkSensitivity={network.sensitivity} />
        </OnDemand>
      ) : null}
      {userRole === 'ADMIN' ? (
        <div className={styles.debug}>
          <PrefetchOnIntent prefetch={LazyDebugPanel.preload}>
            <Button variant="secondary" onPress={() => setDebugOpen((open) => !open)}>
              {debugOpen ? 'Hide debug panel' : 'Show debug panel'}
            </Button>
          </PrefetchOnIntent>
          {debugOpen ? (
            <OnDemand>
              <LazyDebugPanel
                calculated={context.calculatedValues}
                calculationError={context.calculationError}
                evaluationMode={context.evaluationMode}
                premises={argument.premises.map(({ id, content }) => ({ id, content }))}
                conclusion={{ id: argument.conclusion.id, content: argument.conclusion.content }}
                premiseConfidences={context.premiseConfidences}
                conclusionConfidence={context.conclusionConfidence}
              />
            </OnDemand>
          ) : null}
        </div>
      ) : null}
      <EvaluatorShare snapshot={snapshot}>
        {/* Reset asks first: its question's code loads on the way to the button. */}
        <PrefetchOnIntent prefetch={preloadConfirmDialog}>
          <EvaluatorActions
            dialecticHref={dialecticHref(snapshot)}
            // A reset discards the current values: it asks first.
            onReset={() => setConfirmingReset(true)}
            onSave={() => actorRef.send({ type: 'SAVE_EVALUATION' })}
            saveState={saveState(save.label)}
            isSaveDisabled={save.disabled}
            onShare={() => actorRef.send({ type: 'SHARE' })}
          />
        </PrefetchOnIntent>
      </EvaluatorShare>
      {openOther.dialog}
      <EvaluatorResetConfirm
        isOpen={confirmingReset}
        onConfirm={() => {
          setConfirmingReset(false);
          actorRef.send({ type: 'RESET_EVALUATION' });
        }}
        onCancel={() => setConfirmingReset(false)}
      />
      {selectEvaluationState(snapshot).showCounterexampleModal ? (
        <OnDemand>
          <LazyCounterexampleModal
            isOpen
            argumentId={argument.id}
            premises={argument.premises.map(({ id, content }) => ({ id, content }))}
            conclusion={{ id: argument.conclusion.id, content: argument.conclusion.content }}
            onComplete={(data) => actorRef.send({ type: 'COUNTEREXAMPLE_COMPLETE', data })}
            onClose={() => actorRef.send({ type: 'CLOSE_COUNTEREXAMPLE' })}
            onProvedValid={insight.markProvedValid}
          />
        </OnDemand>
      ) : null}
      {link ? (
        <OnDemand>
          <LazyLinkedArgumentModal
            isOpen
            mode={link.mode}
            originalArgumentId={argument.id}
            premise={link.premise}
            onSaved={(output) => {
              network.reload();
              actorRef.send({
                type: 'LINKED_ARGUMENT_SAVED',
                // The premise gains the relationship at once (overridden, sub-conclusion, manager).
                ...(output.savedArgumentId !== null
                  ? {
                      link: {
                        premiseId: link.premise.id,
                        sourceArgumentId: output.savedArgumentId,
                        linkType: output.linkType,
                      },
                    }
                  : {}),
              });
            }}
            onClose={() => setLink(null)}
          />
        </OnDemand>
      ) : null}
      {proofOpen ? (
        <OnDemand>
          <LazyProof
            argumentId={argument.id}
            isDeductive={isDeductive}
            onClose={() => setProofOpen(false)}
          />
        </OnDemand>
      ) : null}
      {inferenceOpen && inferenceInput ? (
        <OnDemand>
          <LazyInferenceDialog
            input={inferenceInput}
            onClose={() => setInferenceOpen(false)}
            onFindCounterexample={() => actorRef.send({ type: 'OPEN_COUNTEREXAMPLE' })}
            onViewProof={() => setProofOpen(true)}
          />
        </OnDemand>
      ) : null}
    </div>
  );
}

/**
 * The header with its Version box: the newest version's creator and number from the user's
 * version history, which opens the Version History dialog. A revert there changes the
 * argument's content, so the evaluator loads it again.
 */
function EvaluatorHeaderWithVersions({
  argumentId,
  title,
  summary,
}: {
  argumentId: number;
  title: string;
  summary: string;
}) {
  const evaluator = useArgumentEvaluator();
  const initial = useContext(InitialVersionsContext);
  const { actorRef, badge, isLoading } = useVersionHistory(argumentId, {
    onReverted: (revertedId) => evaluator.send({ type: 'LOAD', argumentId: revertedId }),
    versions: initial?.argumentId === argumentId ? initial.versions : undefined,
  });
  const [isOpen, setOpen] = useState(false);
  const askRevert = useAskBeforeDiscarding(EVALUATOR_REVERT_TEXT);
  return (
    <>
      <PrefetchOnIntent prefetch={LazyVersionHistoryDialog.preload}>
        <EvaluatorHeader
          title={title}
          summary={summary}
          creatorName={badge?.creatorName}
          versionNumber={badge?.versionNumber}
          noVersionText={isLoading ? VERSIONS_LOADING_LABEL : NO_VERSIONS_LABEL}
          onOpenVersionHistory={() => setOpen(true)}
        />
      </PrefetchOnIntent>
      {isOpen ? (
        <OnDemand>
          <LazyVersionHistoryDialog
            actorRef={actorRef}
            isOpen
            onOpenChange={setOpen}
            confirmRevert={askRevert.askFirst}
          />
        </OnDemand>
      ) : null}
      {askRevert.dialog}
    </>
  );
}

/**
 * The "Network" switch and what the network view hands the screen: the switch answers at once
 * (`SET_NETWORK_VIEW`) and is remembered in the user's settings (`updateUserSettings`); the lazy
 * network part reports its figures here for the premise rows.
 */
function useNetworkView(snapshot: EvaluatorSnapshot) {
  const actorRef = useArgumentEvaluator();
  const { client, userId, toasts } = useCredence();
  const isOn = snapshot.context.userSettings.networkView === true;
  const [view, setView] = useState<{
    figures: NetworkFigures | null;
    ranking: readonly SensitivityBar[];
  }>({ figures: null, ranking: [] });
  const setFigures = useCallback(
    (figures: NetworkFigures | null, ranking: readonly SensitivityBar[]) =>
      setView({ figures, ranking }),
    [],
  );
  const [sameClaim, setSameClaim] = useState<EvaluatorSameClaim | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const toggle = useCallback(
    (on: boolean) => {
      actorRef.send({ type: 'SET_NETWORK_VIEW', on });
      client.updateUserSettings({ userId, networkView: on }).catch(() => {
        toasts.add(
          { title: 'Could not remember the Network setting', tone: 'critical' },
          { timeout: DURATIONS.message },
        );
      });
    },
    [actorRef, client, userId, toasts],
  );
  const closeSameClaim = useCallback(() => setSameClaim(null), []);
  const reload = useCallback(() => setReloadKey((key) => key + 1), []);
  return {
    isOn,
    toggle,
    // Figures left from before the switch went off are not shown.
    figures: isOn ? view.figures : null,
    /** The sensitivity chart's ranking over the network; none for the argument alone. */
    sensitivity:
      isOn && view.figures && view.figures.argumentCount > 1
        ? { bars: view.ranking, pC: view.figures.pC }
        : undefined,
    setFigures,
    sameClaim: isOn ? sameClaim : null,
    setSameClaim,
    closeSameClaim,
    reloadKey,
    reload,
  };
}
