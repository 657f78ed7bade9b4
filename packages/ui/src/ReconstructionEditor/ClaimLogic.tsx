import type { ReconstructionReceipt } from '@credence/engine';
import type { EditTarget } from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { Badge } from '../Badge/Badge';
import { Inline } from '../Inline/Inline';
import { ClaimLogicField } from './ClaimLogicField';
import { RECONSTRUCTION_EDITOR_TEXT as T } from './ReconstructionEditor.text';
import type { ReconstructionEditorActor } from './useReconstructionEditor';

/** The parser's message for the claim's formula, from the receipt; null when it reads (or is blank). */
export function formulaErrorOf(
  receipt: ReconstructionReceipt | null,
  target: EditTarget,
  formula: string,
): string | null {
  if (receipt === null || formula.trim() === '') return null;
  const parse =
    target.kind === 'conclusion'
      ? receipt.parses.conclusion
      : receipt.parses.premises.find((premise) => premise.id === target.id);
  return parse !== undefined && !parse.ok ? parse.message : null;
}

/** Props of {@link ClaimLogic}. */
export interface ClaimLogicProps {
  actorRef: ReconstructionEditorActor;
  target: EditTarget;
  /** 'P1', 'Conclusion'. */
  name: string;
  /** Read only (a locked claim, a busy editor). */
  isReadOnly: boolean;
}

/**
 * A claim's logic in the editor: "Implicit (not in the text)" when it is, and its Logic field
 * on the machine (SET_FORMULA; the receipt's parse of it as the field's error).
 */
export function ClaimLogic({ actorRef, target, name, isReadOnly }: ClaimLogicProps) {
  const claim = useSelector(actorRef, (s) =>
    target.kind === 'conclusion'
      ? s.context.conclusion
      : s.context.premises.find((premise) => premise.id === target.id),
  );
  const error = useSelector(actorRef, (s) =>
    formulaErrorOf(s.context.receipt, target, claim?.formula ?? ''),
  );
  if (claim === undefined) return null;
  return (
    <>
      {claim.implicit ? (
        <Inline space="xsmall">
          <Badge tone="info">{T.implicit}</Badge>
        </Inline>
      ) : null}
      <ClaimLogicField
        name={name}
        formula={claim.formula}
        error={error}
        isReadOnly={isReadOnly}
        onChange={(formula) => actorRef.send({ type: 'SET_FORMULA', target, formula })}
      />
    </>
  );
}
