export { assessmentActorsFromClient } from './assessment.actors';
export {
  ASSESSMENT_TABS,
  SCORE_GREEN_MIN,
  SCORE_MAX,
  SCORE_YELLOW_MIN,
} from './assessment.constants';
export { assessmentMachine } from './assessment.machine';
export {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_SOURCE_MESSAGES,
  assessmentSourceLabel,
} from './assessment.messages';
export type {
  ArgumentKind,
  AssessArgumentInput,
  AssessArgumentOutput,
  Assessment,
  AssessmentContext,
  AssessmentEvent,
  AssessmentMode,
  AssessmentSection,
  AssessmentSource,
  AssessmentTab,
  DialecticalContext,
  EditorArgument,
  LoadDialecticalContextInput,
  LoadDialecticalContextOutput,
} from './assessment.types';
export { failureText } from './failureText';
export { type ScoreColor, scoreColor } from './scoreColor';
