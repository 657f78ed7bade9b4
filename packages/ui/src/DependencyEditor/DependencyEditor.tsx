import {
  assessDisabledReason,
  type DependencyItem,
  dependencyEditorMessages as M,
} from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { ModelPicker } from '../ModelPicker/ModelPicker';
import * as styles from './DependencyEditor.css';
import { DEPENDENCY_EDITOR_TEXT as T } from './DependencyEditor.text';
import { DependencyEditorDialogs } from './DependencyEditorDialogs';
import { DependencyForm } from './DependencyForm';
import { DependencyHelp } from './DependencyHelp';
import { DependencyList } from './DependencyList';
import type { DependencyEditorActor } from './useDependencyEditor';

/** Props of {@link DependencyEditor}. */
export interface DependencyEditorProps {
  /** The machine from `useDependencyEditor`. */
  actorRef: DependencyEditorActor;
  /** Whether to show the 'What are dependencies?' help; default true (`DependencyCard` has its own). */
  showHelp?: boolean;
}

/**
 * The Premise Dependencies editor, driven by `dependencyEditorMachine` (from
 * `useDependencyEditor`): the header ('What are dependencies?', the AI model picker with 2 or
 * more premises and not while assessing, 'AI Assess', 'Add Dependency'), the assessment banner,
 * the add form, the coloured dependency cards, the 'Remove Dependency' and 'Duplicate
 * Dependency' dialogs, and 'Save Dependencies to DB' / 'Reset from DB'. Claim texts are shown
 * as text, never as HTML.
 */
export function DependencyEditor({ actorRef, showHelp = true }: DependencyEditorProps) {
  const isLoading = useSelector(actorRef, (snapshot) => snapshot.matches('loading'));
  return (
    <section className={styles.root} aria-label={T.regionLabel}>
      <EditorHeader actorRef={actorRef} showHelp={showHelp} />
      {isLoading ? (
        <p role="status" className={styles.status}>
          {M.LOADING_DEPENDENCIES_TEXT}
        </p>
      ) : (
        <EditorBody actorRef={actorRef} />
      )}
    </section>
  );
}

/** Help, model picker, 'AI Assess' and 'Add Dependency'. */
function EditorHeader({
  actorRef,
  showHelp,
}: {
  actorRef: DependencyEditorActor;
  showHelp: boolean;
}) {
  const premiseCount = useSelector(actorRef, (snapshot) => snapshot.context.premises.length);
  const modelId = useSelector(actorRef, (snapshot) => snapshot.context.modelId);
  const disabledReason = useSelector(actorRef, (snapshot) =>
    assessDisabledReason(snapshot.context),
  );
  const isReady = useSelector(actorRef, (snapshot) => snapshot.matches('ready'));
  const isAssessing = useSelector(actorRef, (snapshot) =>
    snapshot.matches({ ready: { assessment: 'assessing' } }),
  );
  const canOpenForm = useSelector(actorRef, (snapshot) => snapshot.can({ type: 'OPEN_FORM' }));
  return (
    <div className={styles.header}>
      {showHelp ? <DependencyHelp /> : null}
      <div className={styles.headerActions}>
        {premiseCount >= 2 && !isAssessing ? (
          <ModelPicker
            initialModelId={modelId}
            onSelect={(id) => actorRef.send({ type: 'SELECT_MODEL', modelId: id })}
            isDisabled={!isReady}
          />
        ) : null}
        {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
        <span title={disabledReason ?? undefined}>
          <Button
            variant="secondary"
            isDisabled={!isReady || disabledReason !== null}
            isPending={isAssessing}
            pendingLabel={M.ASSESSING_LABEL}
            onPress={() => actorRef.send({ type: 'ASSESS' })}
          >
            {T.aiAssess}
          </Button>
        </span>
        {canOpenForm || !isReady ? (
          <Button isDisabled={!canOpenForm} onPress={() => actorRef.send({ type: 'OPEN_FORM' })}>
            <span aria-hidden="true">+</span>
            {T.addDependency}
          </Button>
        ) : null}
      </div>
      {disabledReason !== null ? <p className={styles.muted}>{disabledReason}</p> : null}
    </div>
  );
}

/** Banner, alert, form, cards, dialogs and the save/reset buttons. */
function EditorBody({ actorRef }: { actorRef: DependencyEditorActor }) {
  const banner = useSelector(actorRef, (snapshot) => snapshot.context.banner);
  const alert = useSelector(actorRef, (snapshot) => snapshot.context.alert);
  const isFormShown = useSelector(
    actorRef,
    (snapshot) => !snapshot.matches({ ready: { form: 'closed' } }),
  );
  const items = useSelector(actorRef, (snapshot) => snapshot.context.items, sameItems);
  const mode = useSelector(actorRef, (snapshot) => snapshot.context.resolutionMode);
  const isSaving = useSelector(actorRef, (snapshot) =>
    snapshot.matches({ ready: { persistence: 'saving' } }),
  );
  const isResetting = useSelector(actorRef, (snapshot) =>
    snapshot.matches({ ready: { persistence: 'resetting' } }),
  );
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggleExpanded = (id: string) =>
    setExpandedIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <>
      {banner ? (
        <p
          role={banner.kind === 'error' ? 'alert' : 'status'}
          className={styles.banner[banner.kind]}
        >
          {banner.text}
        </p>
      ) : null}
      {alert ? (
        <div role="alert" className={styles.alert}>
          <span>{alert}</span>
          <Button variant="secondary" onPress={() => actorRef.send({ type: 'DISMISS_ALERT' })}>
            {T.ok}
          </Button>
        </div>
      ) : null}
      <p className={styles.muted}>{T.modeNote[mode]}</p>
      {isFormShown ? <DependencyForm actorRef={actorRef} /> : null}
      {items.length === 0 ? (
        <p className={styles.status}>{M.NO_DEPENDENCIES_TEXT}</p>
      ) : (
        <DependencyList
          actorRef={actorRef}
          expandedIds={expandedIds}
          onToggleExpanded={toggleExpanded}
        />
      )}
      <div className={styles.footer}>
        <Button
          variant="secondary"
          isPending={isResetting}
          pendingLabel={T.resetting}
          isDisabled={isSaving}
          onPress={() => actorRef.send({ type: 'RESET_FROM_DB' })}
        >
          {T.resetFromDb}
        </Button>
        <Button
          isPending={isSaving}
          pendingLabel={T.saving}
          isDisabled={isResetting}
          onPress={() => actorRef.send({ type: 'SAVE_TO_DB' })}
        >
          {T.saveToDb}
        </Button>
      </div>
      <DependencyEditorDialogs actorRef={actorRef} />
    </>
  );
}

/** The machine rebuilds `items` on every change; compare by value so React re-renders only then. */
function sameItems(a: readonly DependencyItem[], b: readonly DependencyItem[]): boolean {
  return a.length === b.length && a.every((item, index) => sameItem(item, b[index]));
}

function sameItem(a: DependencyItem, b: DependencyItem | undefined): boolean {
  return (
    b !== undefined &&
    a.id === b.id &&
    a.conditionalProbability === b.conditionalProbability &&
    a.priority === b.priority &&
    a.isLocked === b.isLocked &&
    a.isOverridden === b.isOverridden &&
    a.isCalculated === b.isCalculated
  );
}
