import {
  assessDisabledReason,
  type DependencyItem,
  dependencyEditorMessages as M,
} from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Inline } from '../Inline/Inline';
import { ModelPicker } from '../ModelPicker/ModelPicker';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
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
    <Stack component="section" space="medium" aria-label={T.regionLabel}>
      <EditorHeader actorRef={actorRef} showHelp={showHelp} />
      {isLoading ? (
        <Text component="p" role="status" tone="secondary">
          {M.LOADING_DEPENDENCIES_TEXT}
        </Text>
      ) : (
        <EditorBody actorRef={actorRef} />
      )}
    </Stack>
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
    <Stack space="small">
      <Inline space="small" alignY="center" align={showHelp ? 'spaceBetween' : 'right'}>
        {showHelp ? <DependencyHelp /> : null}
        <Inline space="small" alignY="center">
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
        </Inline>
      </Inline>
      {disabledReason !== null ? (
        <Text component="p" size="small" tone="secondary">
          {disabledReason}
        </Text>
      ) : null}
    </Stack>
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
        <Card
          component="p"
          role={banner.kind === 'error' ? 'alert' : 'status'}
          tone={BANNER_TONE[banner.kind]}
          accent
          padding="small"
        >
          <Box component="span" color={banner.kind === 'error' ? 'critical' : undefined}>
            {banner.text}
          </Box>
        </Card>
      ) : null}
      {alert ? (
        <Card role="alert" tone="critical" accent padding="small">
          <Inline space="small" alignY="center">
            <Text tone="critical">{alert}</Text>
            <Button variant="secondary" onPress={() => actorRef.send({ type: 'DISMISS_ALERT' })}>
              {T.ok}
            </Button>
          </Inline>
        </Card>
      ) : null}
      <Text component="p" size="small" tone="secondary">
        {T.modeNote[mode]}
      </Text>
      {isFormShown ? <DependencyForm actorRef={actorRef} /> : null}
      {items.length === 0 ? (
        <Text component="p" tone="secondary">
          {M.NO_DEPENDENCIES_TEXT}
        </Text>
      ) : (
        <DependencyList
          actorRef={actorRef}
          expandedIds={expandedIds}
          onToggleExpanded={toggleExpanded}
        />
      )}
      <Box
        display="flex"
        flexWrap="wrap"
        justifyContent="flexEnd"
        gap="small"
        borderTop="standard"
        paddingTop="small"
      >
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
      </Box>
      <DependencyEditorDialogs actorRef={actorRef} />
    </>
  );
}

/** The machine rebuilds `items` on every change; compare by value so React re-renders only then. */
/** The banner's frame colour by kind. */
const BANNER_TONE = { info: 'info', success: 'positive', error: 'critical' } as const;

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
