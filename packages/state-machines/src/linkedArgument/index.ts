export { linkedArgumentActorsFromClient } from './linkedArgument.actors';
export {
  linkedArgumentMachine,
  type ToastParams as LinkedArgumentToastParams,
} from './linkedArgument.machine';
export {
  LINKED_ARGUMENT_MANUAL_DRAFT,
  LINKED_ARGUMENT_MESSAGES,
  LINKED_ARGUMENT_TITLE_PREFIXES,
} from './linkedArgument.messages';
export {
  defaultLinkedConclusion,
  defaultLinkedConclusionType,
  LINKED_CONCLUSION_TYPES,
  LINKED_TITLE_PREMISE_LENGTH,
  linkArgumentRequest,
  linkedArgumentTitle,
} from './linkedArgument.rules';
export type {
  GeneratedLinkedArgument,
  GenerateLinkedArgumentInput,
  GenerateLinkedArgumentOutput,
  LinkedArgumentContext,
  LinkedArgumentDraft,
  LinkedArgumentEvent,
  LinkedArgumentInput,
  LinkedArgumentMode,
  LinkedArgumentOutput,
  LinkedArgumentPremise,
  LinkedArgumentSaveStatus,
  LinkedArgumentTarget,
  LinkedArgumentToast,
  LinkedConclusionType,
  SaveLinkedArgumentInput,
  SaveLinkedArgumentOutput,
} from './linkedArgument.types';
