import {
  dialogCanSave,
  dialogHeaderText,
  dialogSaveButtonLabel,
  hasDemonstrationTab,
  type InferenceDialogTab,
} from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { BayesianTab } from '../BayesianTab/BayesianTab';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { DemonstrationTab } from '../DemonstrationTab/DemonstrationTab';
import * as styles from '../Dialog/Dialog.css';
import { FallbackTab } from '../FallbackTab/FallbackTab';
import { Tabs } from '../Tabs/Tabs';
import { TruthTableTab } from '../TruthTableTab/TruthTableTab';
import { base as reset } from '../theme/reset.css';
import { useThemeClassName } from '../theme/ThemeRoot';
import type { InferenceDialogActor } from './inferenceDialogActor';
import { INFERENCE_TAB_NAMES } from './tabNames';
import { useDialogDependencyEditor } from './useDialogDependencyEditor';

/** Props of {@link InferenceDialog}. */
export interface InferenceDialogProps {
  /** The dialog's machine (from `useInferenceDialog`). */
  actorRef: InferenceDialogActor;
  /** Open (controlled). */
  isOpen: boolean;
  /** Called when the dialog asks to close (Escape, the close button, Cancel). */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Premises an objection or a supporting argument aims at: their dependencies are shown as
   * overridden, as in the evaluator's dependency panel (the evaluator passes
   * `selectOverriddenPremiseIds`).
   */
  overriddenClaimIds?: readonly string[];
  /** The Demonstration tab's way to the counterexample finder (the page closes the dialog first). */
  onFindCounterexample?: () => void;
  /** The Demonstration tab's way to the proof viewer (the page closes the dialog first). */
  onViewProof?: () => void;
}

/** The dialog's texts: the title, tab names and Cancel are the spec's; the rest ours. */
export const INFERENCE_DIALOG_TEXT = {
  title: 'Inference Evaluation',
  tabsLabel: 'Evaluation method',
  close: 'Close',
  cancel: 'Cancel',
  tabs: INFERENCE_TAB_NAMES,
} as const;

const T = INFERENCE_DIALOG_TEXT;

const TAB_ORDER: readonly InferenceDialogTab[] = [
  'FALLBACK',
  'BAYESIAN',
  'TRUTH_TABLE',
  'DEMONSTRATION',
];

const isTab = (id: string): id is InferenceDialogTab =>
  (TAB_ORDER as readonly string[]).includes(id);

/**
 * The Inference Evaluation dialog: a full-screen overlay (react-aria `ModalOverlay` + `Modal` +
 * `Dialog`: focus is trapped, Escape closes, focus returns to the opener) titled 'Inference
 * Evaluation', with the header status (Loading..., Saving..., Successfully saved!), a close
 * button, the tab bar Fallback Support / Bayesian Network / Truth Table / Demonstration (the
 * last for deductive arguments only; `SELECT_TAB`; the machine picks the opening tab), and the footer's Cancel and Save (`SAVE`;
 * Processing... / Saving... while busy, disabled while loading or saving and, on the
 * Demonstration tab, until the demonstration succeeded). It runs one dependency editor per
 * opening (`useDialogDependencyEditor`) for the dependency cards of the Fallback, Bayesian and
 * Truth Table tabs; its changes reach the dialog machine as `DEPENDENCIES_CHANGED`.
 *
 * Closing only calls `onOpenChange(false)`: unmount `useInferenceDialog` with it, so the next
 * opening starts a fresh machine that reloads from the server.
 */
export function InferenceDialog({
  actorRef,
  isOpen,
  onOpenChange,
  overriddenClaimIds,
  onFindCounterexample,
  onViewProof,
}: InferenceDialogProps) {
  const themeClass = useThemeClassName();
  return (
    <ModalOverlay
      className={`${themeClass} ${styles.overlay({ fullScreen: true })}`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Modal className={styles.modal({ fullScreen: true })}>
        <AriaDialog className={styles.dialog}>
          <DialogContent
            actorRef={actorRef}
            overriddenClaimIds={overriddenClaimIds}
            onClose={() => onOpenChange(false)}
            onFindCounterexample={onFindCounterexample}
            onViewProof={onViewProof}
          />
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

function DialogContent({
  actorRef,
  overriddenClaimIds,
  onClose,
  onFindCounterexample,
  onViewProof,
}: {
  actorRef: InferenceDialogActor;
  overriddenClaimIds: readonly string[] | undefined;
  onClose: () => void;
} & Pick<InferenceDialogProps, 'onFindCounterexample' | 'onViewProof'>) {
  const activeTab = useSelector(actorRef, (snapshot) => snapshot.context.activeTab);
  const withDemonstration = useSelector(actorRef, (snapshot) =>
    hasDemonstrationTab(snapshot.context.argumentType),
  );
  const headerText = useSelector(actorRef, dialogHeaderText);
  const saveLabel = useSelector(actorRef, dialogSaveButtonLabel);
  const canSave = useSelector(actorRef, dialogCanSave);
  // One dependency editor per opening, shared by the tabs: react-aria unmounts the panels of
  // unselected tabs, so an editor inside a tab would restart (and reload) on every switch.
  const dependencyEditorRef = useDialogDependencyEditor(actorRef, overriddenClaimIds);
  const panels: Record<InferenceDialogTab, ReactNode> = {
    FALLBACK: <FallbackTab actorRef={actorRef} dependencyEditorRef={dependencyEditorRef} />,
    BAYESIAN: <BayesianTab actorRef={actorRef} dependencyEditorRef={dependencyEditorRef} />,
    TRUTH_TABLE: <TruthTableTab actorRef={actorRef} dependencyEditorRef={dependencyEditorRef} />,
    DEMONSTRATION: (
      <DemonstrationTab
        actorRef={actorRef}
        onFindCounterexample={onFindCounterexample}
        onViewProof={onViewProof}
      />
    ),
  };
  return (
    <>
      <div className={styles.header}>
        <Heading slot="title" className={`${reset} ${styles.title}`}>
          {T.title}
        </Heading>
        <Box
          component="span"
          role="status"
          flexGrow={1}
          color="secondary"
          fontSize="small"
          fontWeight="strong"
        >
          {headerText}
        </Box>
        <AriaButton slot="close" aria-label={T.close} className={styles.close}>
          ×
        </AriaButton>
      </div>
      <div className={styles.body}>
        <Tabs
          label={T.tabsLabel}
          selectedKey={activeTab}
          onSelectionChange={(id) => {
            if (isTab(id)) actorRef.send({ type: 'SELECT_TAB', tab: id });
          }}
          items={TAB_ORDER.filter((tab) => tab !== 'DEMONSTRATION' || withDemonstration).map(
            (tab) => ({ id: tab, label: T.tabs[tab], content: panels[tab] }),
          )}
        />
      </div>
      <div className={styles.footer}>
        <Button variant="secondary" onPress={onClose}>
          {T.cancel}
        </Button>
        <Button isDisabled={!canSave} onPress={() => actorRef.send({ type: 'SAVE' })}>
          {saveLabel}
        </Button>
      </div>
    </>
  );
}
