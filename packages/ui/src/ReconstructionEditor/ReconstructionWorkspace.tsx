import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Box } from '../Box/Box';
import { Column, Columns } from '../Columns/Columns';
import { Stack } from '../Stack/Stack';
import { ArgumentDetailsFields } from './ArgumentDetailsFields';
import { ReceiptPanel } from './ReceiptPanel';
import { SourceTextPane } from './SourceTextPane';
import { useActiveClaim } from './useActiveClaim';
import type { ReconstructionEditorActor } from './useReconstructionEditor';

/** The receipt of the editor's claims, its "Add missing premise" on the machine. */
function EditorReceipt({
  actorRef,
  isDisabled,
}: {
  actorRef: ReconstructionEditorActor;
  isDisabled: boolean;
}) {
  const receipt = useSelector(actorRef, (s) => s.context.receipt);
  const tooLarge = useSelector(actorRef, (s) => s.context.receiptTooLarge);
  const premises = useSelector(actorRef, (s) => s.context.premises);
  const conclusion = useSelector(actorRef, (s) => s.context.conclusion);
  const atoms = useSelector(actorRef, (s) => s.context.atoms);
  const attempts = useSelector(actorRef, (s) => s.context.attempts);
  // "Premise 2" is P2 whatever the receipt left out (blank premises).
  const labels = Object.fromEntries(premises.map((premise, index) => [premise.id, `${index + 1}`]));
  return (
    <ReceiptPanel
      receipt={receipt}
      tooLarge={tooLarge}
      premiseLabels={labels}
      withoutFormula={{
        premiseIds: premises
          .filter((premise) => premise.formula.trim() === '')
          .map((premise) => premise.id),
        conclusion: conclusion.formula.trim() === '',
      }}
      atoms={atoms}
      attempts={attempts}
      isDisabled={isDisabled}
      onAddMissingPremise={(kind) => actorRef.send({ type: 'ADD_MISSING_PREMISE', kind })}
    />
  );
}

/**
 * The source text with the words of the claim in hand (`activeKey`, an edit key) highlighted.
 * What it says stays the same whatever is in hand: a caption that changed with the pointer would
 * move everything below it under the pointer. An implicit claim has nothing to highlight (its
 * row says it is implicit); a reworded one still shows where it came from.
 */
function EditorSourceText({
  actorRef,
  activeKey,
}: {
  actorRef: ReconstructionEditorActor;
  activeKey: string | null;
}) {
  const sourceText = useSelector(actorRef, (s) => s.context.sourceText);
  const claim = useSelector(actorRef, (s) =>
    activeKey === 'conclusion'
      ? s.context.conclusion
      : s.context.premises.find((premise) => `premise:${premise.id}` === activeKey),
  );
  return (
    <SourceTextPane
      text={sourceText}
      spans={claim === undefined || claim.implicit ? [] : claim.sourceSpans}
    />
  );
}

/** Props of {@link ReconstructionWorkspace}. */
export interface ReconstructionWorkspaceProps {
  actorRef: ReconstructionEditorActor;
  /** The claims (`ReconstructionClaims` with `showLogic`), each element with its `data-claim-key`. */
  claims: ReactNode;
  /** False while the editor validates or saves: fields and buttons are disabled. */
  isReady: boolean;
}

/**
 * The editor's argument with its logic: title and description, the claims (each with its Logic
 * field) and the logic receipt, with the submitted text beside them (below on narrow screens)
 * highlighting the words of the claim under the pointer or holding focus.
 */
export function ReconstructionWorkspace({
  actorRef,
  claims,
  isReady,
}: ReconstructionWorkspaceProps) {
  const { activeKey, handlers } = useActiveClaim();
  const hasSourceText = useSelector(actorRef, (s) => s.context.sourceText.trim() !== '');
  return (
    <Columns space="large" collapseBelow="desktop">
      <Column>
        <Stack space="medium">
          <ArgumentDetailsFields actorRef={actorRef} isDisabled={!isReady} />
          {/* Listens for the claims' hover and focus: whose words to highlight. */}
          <Box {...handlers}>{claims}</Box>
          <EditorReceipt actorRef={actorRef} isDisabled={!isReady} />
        </Stack>
      </Column>
      {hasSourceText ? (
        <Column width="1/3">
          <EditorSourceText actorRef={actorRef} activeKey={activeKey} />
        </Column>
      ) : null}
    </Columns>
  );
}
