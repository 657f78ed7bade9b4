import type { LinkedArgumentDraft, LinkedArgumentMode } from '@credence/state-machines';
import { useEffect } from 'react';
import { ReconstructionClaims } from '../ReconstructionEditor/ReconstructionEditor';
import { useReconstructionEditor } from '../ReconstructionEditor/useReconstructionEditor';
import { SpeechInputButton } from '../SpeechInputButton/SpeechInputButton';
import type { LinkedArgumentActor } from './useLinkedArgument';

/** Props of {@link LinkedPremiseEditor}. */
export interface LinkedPremiseEditorProps {
  /** The linked-argument machine: every edit is sent to it as `SET_DRAFT_CLAIMS`. */
  linkedRef: LinkedArgumentActor;
  mode: LinkedArgumentMode;
  /** The draft the editor starts from (key the component on `draftRevision` to restart it). */
  draft: LinkedArgumentDraft;
  /** The locked conclusion. */
  conclusion: string;
  /** Read only while the AI writes or the save runs. */
  isDisabled: boolean;
}

/**
 * The linked argument's premise editor: the reconstruction editor's claims
 * ({@link ReconstructionClaims}) in the linking mode — premises edited in place, locked, spoken,
 * deleted, added and reordered (drag or keyboard), the locked conclusion with the refute or
 * support wording toggles. The linked-argument machine stays the owner of the draft: each change
 * is sent to it at once (synchronously, so a Save pressed right after an edit saves that edit).
 */
export function LinkedPremiseEditor({
  linkedRef,
  mode,
  draft,
  conclusion,
  isDisabled,
}: LinkedPremiseEditorProps) {
  const editorRef = useReconstructionEditor({
    argument: {
      title: draft.title,
      description: draft.description,
      type: 'INDUCTIVE',
      premises: draft.premises.map(({ content }) => ({ content })),
      conclusion: { content: conclusion, locked: true },
    },
    linkingMode: mode,
    // The linked dialog has its own model picker and AI; the editor validates nothing itself.
    modelId: null,
  });
  useEffect(() => {
    let last = '';
    const subscription = editorRef.subscribe((snapshot) => {
      const premises = snapshot.context.premises.map((premise) => premise.content);
      const next = { premises, conclusion: snapshot.context.conclusion.content };
      const key = JSON.stringify(next);
      if (key === last) return;
      last = key;
      linkedRef.send({ type: 'SET_DRAFT_CLAIMS', ...next });
    });
    return () => subscription.unsubscribe();
  }, [editorRef, linkedRef]);
  return (
    <ReconstructionClaims
      actorRef={editorRef}
      isDisabled={isDisabled}
      speechSlot={({ label, isDisabled: isSpeechDisabled, onText }) => (
        <SpeechInputButton
          label={label}
          isDisabled={isSpeechDisabled}
          onTranscript={onText}
          hideWhenUnsupported
        />
      )}
    />
  );
}
