import type { EditorArgument } from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { ChoiceGroup } from '../ChoiceGroup/ChoiceGroup';
import { Stack } from '../Stack/Stack';
import { TextField } from '../TextField/TextField';
import { RECONSTRUCTION_EDITOR_TEXT as T } from './ReconstructionEditor.text';
import { useKeepTextTypedBeforeHydration } from './useKeepTextTypedBeforeHydration';
import type { ReconstructionEditorActor } from './useReconstructionEditor';

/** The longest title and description the API stores (`LIMITS` of `@credence/api`). */
const TITLE_CHARS = 200;
const DESCRIPTION_CHARS = 20_000;

type ArgumentKind = EditorArgument['type'];

const TYPES = [
  { value: 'DEDUCTIVE', label: T.deductive },
  { value: 'INDUCTIVE', label: T.inductive },
] as const satisfies ReadonlyArray<{ value: ArgumentKind; label: string }>;

/**
 * The argument's Title, Description and type: a reconstruction proposes them, what the user
 * types or chooses wins (the machine's SET_TITLE / SET_DESCRIPTION / SET_TYPE), and they are
 * saved with the argument and shown in the evaluator, on home cards and on the share page. Text
 * typed before the page's scripts ran is kept. The type decides whether the logic check tests
 * validity.
 */
export function ArgumentDetailsFields({
  actorRef,
  isDisabled,
}: {
  actorRef: ReconstructionEditorActor;
  isDisabled: boolean;
}) {
  const title = useSelector(actorRef, (s) => s.context.title);
  const description = useSelector(actorRef, (s) => s.context.description);
  const type = useSelector(actorRef, (s) => s.context.type);
  const setTitle = (text: string) => actorRef.send({ type: 'SET_TITLE', text });
  const setDescription = (text: string) => actorRef.send({ type: 'SET_DESCRIPTION', text });
  const titleRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const descriptionRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useKeepTextTypedBeforeHydration(titleRef, title, setTitle);
  useKeepTextTypedBeforeHydration(descriptionRef, description, setDescription);
  return (
    <Stack space="small">
      <TextField
        label={T.titleLabel}
        description={T.titleHint}
        value={title}
        onChange={setTitle}
        maxLength={TITLE_CHARS}
        isDisabled={isDisabled}
        inputRef={titleRef}
      />
      <TextField
        label={T.descriptionLabel}
        value={description}
        onChange={setDescription}
        maxLength={DESCRIPTION_CHARS}
        multiline
        rows={2}
        isDisabled={isDisabled}
        inputRef={descriptionRef}
      />
      <ChoiceGroup<ArgumentKind>
        label={T.typeLabel}
        description={T.typeHint}
        options={TYPES}
        value={type}
        onChange={(argumentType) => actorRef.send({ type: 'SET_TYPE', argumentType })}
        isDisabled={isDisabled}
      />
    </Stack>
  );
}
