import { PROOF_LOADER_MESSAGES as M } from '@credence/state-machines';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Dialog } from '../Dialog/Dialog';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { vars } from '../theme/contract.css';
import * as styles from './ProofModal.css';
import { type ProofDisplay, type ProofDisplayLine, proofDisplay } from './proofDisplay';
import type { ProofLoaderActor } from './proofLoaderActor';

/** Props of {@link ProofModal}. */
export interface ProofModalProps {
  /** The loader from `useProofLoader`. */
  actorRef: ProofLoaderActor;
  /** Open (controlled). */
  isOpen: boolean;
  /** Called when the modal asks to open or close (Close, ×, Escape, outside click). */
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The modal's own texts. The spec gives the title, 'Loading proof...', the error texts, the
 * header 'Valid Proof (N lines)' and the Close button (`PROOF_LOADER_MESSAGES`,
 * `validProofHeader`); the texts below are ours.
 */
export const PROOF_MODAL_TEXT = {
  close: 'Close',
  /** The × in the corner; the footer's button is the spec's 'Close'. */
  closeCorner: 'Close dialog',
  retry: 'Try Again',
  saved: 'Saved',
  linesLabel: 'Proof lines',
  lineColumn: 'Line',
  formulaColumn: 'Formula',
  ruleColumn: 'Rule',
  citedColumn: 'Cited lines',
  none: '—',
  subproofs: 'Subproofs',
  assumption: 'Assumption',
  level: 'level',
  open: 'open',
  closed: 'closed',
} as const;

const T = PROOF_MODAL_TEXT;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The saved timestamp for people; the raw text when it is not a date. */
function formatSavedAt(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : dateFormat.format(date);
}

/** Indentation for a subproof nested `level` deep (level 1 is a subproof of the main proof). */
function nestingIndent(level: number): string {
  return `calc(${vars.space.large} * ${Math.max(0, level - 1)})`;
}

/** One numbered line: number, formula (and notes), rule and cited lines. */
function ProofLineRow({ line }: { line: ProofDisplayLine }) {
  return (
    <tr className={styles.row} data-type={line.type ?? undefined}>
      <th scope="row" className={styles.lineNumber}>
        {line.lineNumber}
      </th>
      <td className={styles.cell}>
        <Box component="span" fontFamily="mono">
          {line.formula}
        </Box>
        {line.notes ? (
          <Text size="small" tone="secondary">
            {line.notes}
          </Text>
        ) : null}
      </td>
      <td className={styles.cell}>{line.rule ?? line.type ?? T.none}</td>
      <td className={styles.cell}>
        {line.citedLines.length > 0 ? line.citedLines.join(', ') : T.none}
      </td>
    </tr>
  );
}

/** The green header, the numbered lines and the subproofs, all read only. */
function ProofView({ proof }: { proof: ProofDisplay }) {
  const subproofsId = useId();
  return (
    <Stack space="medium">
      <Card tone="positive" accent padding="small">
        <Inline space="small" align="spaceBetween" alignY="baseline">
          <Text component="p" weight="strong" tone="positive">
            <span aria-hidden="true">✓ </span>
            {proof.header}
          </Text>
          {proof.timestamp !== null ? (
            <Text component="p" size="small" tone="secondary">
              {`${T.saved} `}
              <time dateTime={proof.timestamp}>{formatSavedAt(proof.timestamp)}</time>
            </Text>
          ) : null}
        </Inline>
      </Card>
      {/* Long formulas scroll inside the modal instead of widening it. */}
      <Box overflowX="auto">
        <table className={styles.table} aria-label={T.linesLabel}>
          <thead>
            <tr>
              <th scope="col" className={styles.columnHeader}>
                {T.lineColumn}
              </th>
              <th scope="col" className={styles.columnHeader}>
                {T.formulaColumn}
              </th>
              <th scope="col" className={styles.columnHeader}>
                {T.ruleColumn}
              </th>
              <th scope="col" className={styles.columnHeader}>
                {T.citedColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {proof.lines.map((line) => (
              <ProofLineRow key={line.lineNumber} line={line} />
            ))}
          </tbody>
        </table>
      </Box>
      {proof.subproofs.length > 0 ? (
        <Stack component="section" space="xsmall" aria-labelledby={subproofsId}>
          <Heading level="4" component="h3" id={subproofsId}>
            {T.subproofs}
          </Heading>
          <Stack component="ul" space="xxsmall">
            {proof.subproofs.map((subproof, index) => (
              <li
                // Subproofs have no id; their order is fixed for a loaded proof.
                // biome-ignore lint/suspicious/noArrayIndexKey: read-only list, never reordered.
                key={index}
                className={styles.subproof}
                style={assignInlineVars({ [styles.indent]: nestingIndent(subproof.level) })}
              >
                {`${T.assumption} `}
                <Box component="span" fontFamily="mono">
                  {subproof.assumption}
                </Box>
                <Box component="span" fontSize="small" color="secondary">
                  {` · ${subproof.status === 'open' ? T.open : T.closed} · ${T.level} ${subproof.level}`}
                </Box>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}

function ProofModalBody({ actorRef }: { actorRef: ProofLoaderActor }) {
  const snapshot = useSelector(actorRef, (s) => s);
  if (snapshot.matches('loading')) {
    return (
      <Text component="p" role="status" tone="secondary">
        {M.loading}
      </Text>
    );
  }
  const proof = snapshot.matches('loaded') ? proofDisplay(snapshot.context.proof) : null;
  if (proof !== null) return <ProofView proof={proof} />;
  // An error, or a loaded proof none of whose lines can be shown.
  const error = snapshot.context.error ?? M.loadFailed;
  return (
    <Stack space="medium">
      <Text component="p" role="alert" weight="strong" tone="critical">
        {error}
      </Text>
      {snapshot.can({ type: 'RETRY' }) && error !== M.notFound ? (
        <div>
          <Button variant="secondary" onPress={() => actorRef.send({ type: 'RETRY' })}>
            {T.retry}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}

/**
 * The Validated Proof modal (the evaluator's "⊢" view-proof action), driven by the proof loader
 * from `useProofLoader`: 'Loading proof...'; the error ('No saved proof found for this argument',
 * 'API error: …', 'Failed to load proof'; 'Try Again' sends `RETRY` except when there is no
 * saved proof); or the green header 'Valid Proof (N lines)' with the saved timestamp, the
 * numbered lines (formula written by the engine's `formatFormula`, rule, cited lines, notes) and
 * the subproofs, read only; a Close button. Saved texts are shown as text, never as HTML.
 *
 * How the evaluator screen mounts it (the evaluator machine has no proof event: the modal is
 * local UI state, like the ConclusionBox's `onViewProof` callback):
 * - Input: `context.argumentId` of `evaluatorMachine` (evaluator.types.ts), once it is a number;
 *   mount only for a saved argument with `argumentType === 'DEDUCTIVE'` (a component of its own
 *   then calls `useProofLoader(argumentId, …)`, since hooks cannot be conditional).
 * - Opening: ConclusionBox's `onViewProof` (the "⊢" button) → `reload()` then `setOpen(true)`,
 *   so a proof saved since the page loaded shows (the one loaded before stays shown meanwhile).
 * - Result: `useProofLoader`'s `demonstration` (`null` while loading) or `onDemonstrationResult`
 *   (called once per settled load: on mount, on another argument, on each `reload()`) →
 *   `evaluator.send(applyDemonstrationEvent(result))`, i.e. `APPLY_DEMONSTRATION { isSuccessful }`.
 *   The evaluator applies only a successful one (conclusion 1, `demonstrationData.isSuccessful`,
 *   and the evaluation counts as changed) and refuses it on a locked conclusion with its own
 *   toast. The same flag feeds the Inference dialog's `DEMONSTRATION_RESULT { isSuccessful }`
 *   (its Demonstration tab and Save). Send `APPLY_DEMONSTRATION` where the user asks for it
 *   (e.g. from the callback only while the modal is open) if a page visit alone must not count
 *   as a change.
 *
 * @example
 * function ProofViewer({ argumentId, evaluator }: { argumentId: number; evaluator: ArgumentEvaluatorActor }) {
 *   const [isOpen, setOpen] = useState(false);
 *   const proof = useProofLoader(argumentId, {
 *     onDemonstrationResult: (result) => evaluator.send(applyDemonstrationEvent(result)),
 *   });
 *   const open = () => { proof.reload(); setOpen(true); };
 *   return <ProofModal actorRef={proof.actorRef} isOpen={isOpen} onOpenChange={setOpen} />;
 * }
 */
export function ProofModal({ actorRef, isOpen, onOpenChange }: ProofModalProps) {
  return (
    <Dialog
      title={M.title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      closeLabel={T.closeCorner}
      footer={
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          {T.close}
        </Button>
      }
    >
      <ProofModalBody actorRef={actorRef} />
    </Dialog>
  );
}
