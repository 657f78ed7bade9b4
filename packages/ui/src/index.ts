/**
 * @credence/ui: Credence's presentational components, one folder per component, on
 * react-aria-components and styled from one vanilla-extract theme contract. Import
 * `@credence/ui/styles.css` once in the app.
 */
export {
  ARGUMENT_ASSESSMENT_MODAL_TEXT,
  ArgumentAssessmentModal,
  type ArgumentAssessmentModalProps,
} from './ArgumentAssessmentModal/ArgumentAssessmentModal';
export {
  type ArgumentAssessmentActor,
  type UseArgumentAssessmentResult,
  useArgumentAssessment,
} from './ArgumentAssessmentModal/useArgumentAssessment';
export {
  ArgumentCard,
  type ArgumentCardProps,
  type ArgumentVisibility,
  readerPCLabel,
  VISIBILITY_LABELS,
} from './ArgumentCard/ArgumentCard';
export {
  ArgumentEvaluator,
  type ArgumentEvaluatorProps,
  ArgumentEvaluatorScreen,
} from './ArgumentEvaluator/ArgumentEvaluator';
export {
  ARGUMENT_EVALUATOR_PROVIDER_MISSING,
  type ArgumentEvaluatorActor,
  ArgumentEvaluatorProvider,
  type ArgumentEvaluatorProviderProps,
  OFF_THREAD_PREMISES,
  useArgumentEvaluator,
  useArgumentEvaluatorSnapshot,
} from './ArgumentEvaluator/ArgumentEvaluatorProvider';
export type { EvaluatorInferenceDialogProps } from './ArgumentEvaluator/EvaluatorInferenceDialog';
export type {
  EvaluatorNetworkProps,
  EvaluatorSameClaim,
} from './ArgumentEvaluator/EvaluatorNetwork';
export type { EvaluatorProofProps } from './ArgumentEvaluator/EvaluatorProof';
export type { EvaluatorShareMenuProps } from './ArgumentEvaluator/EvaluatorShareMenu';
export { evaluatorLazyParts } from './ArgumentEvaluator/evaluatorLazyParts';
export {
  createShareRequestQueue,
  type ShareRequestQueue,
} from './ArgumentEvaluator/shareRequestQueue';
export { Badge, type BadgeProps } from './Badge/Badge';
export { type BadgeVariants, badge } from './Badge/Badge.css';
export { BayesianTab, type BayesianTabProps } from './BayesianTab/BayesianTab';
export { BAYESIAN_TAB_TEXT } from './BayesianTab/BayesianTab.text';
export type { Align, AlignY } from './Box/align';
export { Box, type BoxNativeProps, type BoxProps, classNames, type ElementProps } from './Box/Box';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button/Button';
export { type ButtonVariants, button } from './Button/Button.css';
export { ButtonLink, type ButtonLinkProps } from './Button/ButtonLink';
export {
  type CalculationDetailLevel,
  CalculationDetailLevelProvider,
  CalculationResultsPanel,
  type CalculationResultsPanelProps,
  type CalculationResultsTab,
} from './CalculationResultsPanel/CalculationResultsPanel';
export type { ConstraintStatus } from './CalculationResultsPanel/ConstraintStatusBox';
export type { ClaimNames, ClaimText } from './CalculationResultsPanel/format';
export type { ResultsPanelMode } from './CalculationResultsPanel/formulas';
export {
  SCENARIO_PAGE_SIZE,
  ScenarioList,
  type ScenarioListProps,
} from './CalculationResultsPanel/ScenarioList';
export { CALCULATION_RESULTS_TEXT } from './CalculationResultsPanel/texts';
export { Card, type CardProps } from './Card/Card';
export { type CardVariants, card } from './Card/Card.css';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export {
  ChoiceGroup,
  type ChoiceGroupProps,
  type ChoiceOption,
} from './ChoiceGroup/ChoiceGroup';
export { type ChoiceVariants, choice } from './ChoiceGroup/ChoiceGroup.css';
export {
  Column,
  type ColumnProps,
  Columns,
  type ColumnsAlignY,
  type ColumnsCollapseBelow,
  type ColumnsProps,
  type ColumnWidth,
} from './Columns/Columns';
// Insight beyond the spec: which premise matters most, what it would take, ranges, validity bound.
export {
  CONCLUSION_BAND_TEXT,
  ConclusionBand,
  type ConclusionBandProps,
} from './ConclusionBand/ConclusionBand';
export {
  ConclusionBox,
  type ConclusionBoxProps,
  DEDUCTIVE_CONCLUSION_VALUES,
} from './ConclusionBox/ConclusionBox';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  preloadConfirmDialog,
} from './ConfirmDialog/ConfirmDialog';
export {
  CounterexampleDialog,
  type CounterexampleDialogProps,
} from './CounterexampleModal/CounterexampleDialog';
export {
  CounterexampleModal,
  type CounterexampleModalProps,
  toEvaluatorCounterexampleData,
} from './CounterexampleModal/CounterexampleModal';
export { COUNTEREXAMPLE_MODAL_TEXT } from './CounterexampleModal/CounterexampleModal.text';
export {
  type CounterexampleStorage,
  counterexampleBrowserActors,
} from './CounterexampleModal/counterexampleBrowserActors';
export {
  type CounterexampleActor,
  type UseCounterexampleFinderOptions,
  useCounterexampleFinder,
} from './CounterexampleModal/useCounterexampleFinder';
export { CredenceMeter, type CredenceMeterProps } from './CredenceMeter/CredenceMeter';
export {
  CREDENCE_PROVIDER_MISSING,
  type CredenceContextValue,
  CredenceProvider,
  type CredenceProviderProps,
  type CredenceRole,
  useCredence,
} from './CredenceProvider/CredenceProvider';
export {
  CredenceRangeSlider,
  type CredenceRangeSliderProps,
  type CredenceRangeValue,
} from './CredenceRangeSlider/CredenceRangeSlider';
export { DebugPanel, type DebugPanelProps } from './DebugPanel/DebugPanel';
export { DEBUG_PANEL_TEXT } from './DebugPanel/DebugPanel.text';
export {
  DeliberationPanel,
  type DeliberationPanelProps,
} from './DeliberationPanel/DeliberationPanel';
export { DELIBERATION_PANEL_TEXT } from './DeliberationPanel/DeliberationPanel.messages';
export {
  DeliberationPanelContainer,
  type DeliberationPanelContainerProps,
} from './DeliberationPanel/DeliberationPanelContainer';
export type {
  DeliberationCurrentValues,
  DeliberationPanelStatus,
  DeliberationPremise,
} from './DeliberationPanel/deliberation.types';
export {
  type DeliberationActor,
  type UseDeliberationOptions,
  type UseDeliberationResult,
  useDeliberation,
} from './DeliberationPanel/useDeliberation';
export {
  DEMONSTRATION_TAB_TEXT,
  DemonstrationTab,
  type DemonstrationTabProps,
} from './DemonstrationTab/DemonstrationTab';
export { DependencyCard, type DependencyCardProps } from './DependencyEditor/DependencyCard';
export { DependencyEditor, type DependencyEditorProps } from './DependencyEditor/DependencyEditor';
export { DEPENDENCY_EDITOR_TEXT } from './DependencyEditor/DependencyEditor.text';
export {
  type DependencyEditorActor,
  type UseDependencyEditorOptions,
  useDependencyEditor,
} from './DependencyEditor/useDependencyEditor';
export {
  DialecticMap,
  type DialecticMapProps,
  nodeLinkName,
} from './DialecticMap/DialecticMap';
export {
  type DialecticLayout,
  type DialecticMapLink,
  type DialecticMapNode,
  type DialecticMapPremise,
  type LinePoints,
  layoutDialectic,
  linkVerb,
  type PlacedLink,
  type PlacedNode,
  type PlacedPremise,
  type PremiseAnswer,
  pCLabel,
  wrapTitle,
} from './DialecticMap/dialecticLayout';
export {
  Dialog,
  type DialogProps,
  DialogTrigger,
  type DialogTriggerProps,
} from './Dialog/Dialog';
export { Disclosure, type DisclosureProps } from './Disclosure/Disclosure';
export {
  EvaluatorActions,
  type EvaluatorActionsProps,
  type SaveState,
} from './EvaluatorActions/EvaluatorActions';
export {
  EvaluatorFirstPaint,
  type EvaluatorFirstPaintProps,
  FIRST_PAINT_LOADING_TEXT,
  FIRST_PAINT_PC_LATER_TEXT,
} from './EvaluatorFirstPaint/EvaluatorFirstPaint';
export { EvaluatorHeader, type EvaluatorHeaderProps } from './EvaluatorHeader/EvaluatorHeader';
export {
  EvaluatorStateMessage,
  type EvaluatorStateMessageProps,
  evaluatorStateMessageText,
} from './EvaluatorStateMessage/EvaluatorStateMessage';
export {
  EvaluatorSummary,
  type EvaluatorSummaryProps,
  SUMMARY_LABEL,
  summaryPCText,
} from './EvaluatorSummary/EvaluatorSummary';
export { FALLBACK_TAB_TEXT, FallbackTab, type FallbackTabProps } from './FallbackTab/FallbackTab';
export {
  FRECHET_RANGE_TEXT,
  FrechetRange,
  type FrechetRangeProps,
} from './FrechetRange/FrechetRange';
export {
  GOAL_SEEK_TEXT,
  GoalSeekPanel,
  type GoalSeekPanelProps,
  type GoalSeekPremise,
  goalSeekSentence,
  goalSeekSuggestion,
} from './GoalSeekPanel/GoalSeekPanel';
export { Heading, type HeadingLevel, type HeadingProps } from './Heading/Heading';
export {
  type ApplyEvaluationSettingsEvent,
  applyEvaluationSettingsEvent,
  type InferenceSettingsApplied,
} from './InferenceDialog/evaluatorSettings';
export {
  INFERENCE_DIALOG_TEXT,
  InferenceDialog,
  type InferenceDialogProps,
} from './InferenceDialog/InferenceDialog';
export type { InferenceDialogActor } from './InferenceDialog/inferenceDialogActor';
export {
  type FallbackRecordsTarget,
  saveFallbackRecords,
} from './InferenceDialog/saveFallbackRecords';
export {
  type InferenceDependencyGraphChanged,
  type UseInferenceDialogOptions,
  useInferenceDialog,
} from './InferenceDialog/useInferenceDialog';
export {
  InferenceStrengthBar,
  type InferenceStrengthBarProps,
  inferenceStrengthDisplay,
} from './InferenceStrengthBar/InferenceStrengthBar';
export {
  Inline,
  type InlineAlign,
  type InlineAlignY,
  type InlineProps,
} from './Inline/Inline';
export { Link, type LinkBaseProps, type LinkProps } from './Link/Link';
export { type TextLinkVariants, textLink } from './Link/Link.css';
export {
  LinkedArgumentDialog,
  type LinkedArgumentDialogProps,
} from './LinkedArgumentModal/LinkedArgumentDialog';
export {
  LinkedArgumentModal,
  type LinkedArgumentModalProps,
  PREMISE_BUTTON_LINK_MODES,
} from './LinkedArgumentModal/LinkedArgumentModal';
export { LINKED_ARGUMENT_MODAL_TEXT } from './LinkedArgumentModal/LinkedArgumentModal.text';
export {
  type LinkedArgumentActor,
  type UseLinkedArgumentOptions,
  useLinkedArgument,
} from './LinkedArgumentModal/useLinkedArgument';
export { LockToggle, type LockToggleProps } from './LockToggle/LockToggle';
/**
 * The Logical Expression Builder: type and operator selects, operands with 'add Premise' and
 * (advanced) 'add Expression', a preview by the engine's formatter and a validity indicator.
 * Embedded in the dependency editor's add form as the optional antecedent: an AND of premises is
 * a multi-parent dependency (`target|a & b`), a NOT of one premise the negated parent `~a`, and
 * anything else is disabled with an explanation.
 */
export {
  type ExpressionPremise,
  LogicalExpressionBuilder,
  type LogicalExpressionBuilderProps,
} from './LogicalExpressionBuilder/LogicalExpressionBuilder';
export { LOGICAL_EXPRESSION_BUILDER_TEXT } from './LogicalExpressionBuilder/LogicalExpressionBuilder.text';
export { lazyWithPreload, type PreloadableComponent } from './lazy/lazyWithPreload';
export {
  OnDemand,
  PrefetchOnIntent,
  type PrefetchOnIntentProps,
} from './lazy/PrefetchOnIntent';
export { useFirstInteraction } from './lazy/useFirstInteraction';
export { useLatch } from './lazy/useLatch';
export {
  MODEL_PICKER_TEXT,
  ModelPicker,
  type ModelPickerProps,
} from './ModelPicker/ModelPicker';
export {
  type ModelPickerActor,
  type UseModelPickerOptions,
  useModelPicker,
} from './ModelPicker/useModelPicker';
export {
  type NetworkClaimName,
  type NetworkEquivalenceItem,
  NetworkSummary,
  type NetworkSummaryProps,
} from './NetworkSummary/NetworkSummary';
export {
  createOffThreadEvaluator,
  type OffThreadEvaluator,
  type OffThreadEvaluatorOptions,
} from './offThread/offThreadEvaluator';
export { panelDataOf } from './offThread/panelData';
export type { PanelData } from './offThread/protocol';
export { PageBlock, type PageBlockProps } from './PageBlock/PageBlock';
export { PageLayout, type PageLayoutProps } from './PageLayout/PageLayout';
export { Popover, type PopoverProps } from './Popover/Popover';
export { type PopoverVariants, popover, popoverContent } from './Popover/Popover.css';
export {
  type PremiseNetworkCredence,
  PremiseRow,
  type PremiseRowProps,
  premiseBeliefWording,
} from './PremiseRow/PremiseRow';
export {
  ProbabilitySlider,
  type ProbabilitySliderProps,
} from './ProbabilitySlider/ProbabilitySlider';
export {
  type ApplyDemonstrationEvent,
  applyDemonstrationEvent,
  type DemonstrationResult,
  demonstrationResultOf,
} from './ProofModal/demonstrationResult';
export { PROOF_MODAL_TEXT, ProofModal, type ProofModalProps } from './ProofModal/ProofModal';
export {
  type ProofDisplay,
  type ProofDisplayLine,
  type ProofDisplaySubproof,
  proofDisplay,
} from './ProofModal/proofDisplay';
export type { ProofLoaderActor, ProofLoaderSnapshot } from './ProofModal/proofLoaderActor';
export {
  type UseProofLoaderOptions,
  type UseProofLoaderResult,
  useProofLoader,
} from './ProofModal/useProofLoader';
export { ReceiptPanel, type ReceiptPanelProps } from './ReconstructionEditor/ReceiptPanel';
export {
  ReconstructionClaims,
  type ReconstructionClaimsProps,
  ReconstructionEditor,
  type ReconstructionEditorProps,
  type SpeechSlotProps,
} from './ReconstructionEditor/ReconstructionEditor';
export {
  RECEIPT_TEXT,
  RECONSTRUCTION_EDITOR_TEXT,
  SOURCE_TEXT_TEXT,
} from './ReconstructionEditor/ReconstructionEditor.text';
export type { ClaimsWithoutFormula } from './ReconstructionEditor/receiptView';
export { SourceTextPane, type SourceTextPaneProps } from './ReconstructionEditor/SourceTextPane';
export { useKeepTextTypedBeforeHydration } from './ReconstructionEditor/useKeepTextTypedBeforeHydration';
/**
 * Runs the argument reconstruction editor's machine on the nearest `CredenceProvider`'s client
 * (extraction, content validation and save); `reconstruct` and `save` may be replaced. Hand the
 * returned actor to `ReconstructionEditor`.
 */
export {
  type ReconstructFunction,
  type ReconstructionEditorActor,
  type SaveReconstructionFunction,
  type UseReconstructionEditorOptions,
  useReconstructionEditor,
} from './ReconstructionEditor/useReconstructionEditor';
export {
  type SameClaimCandidate,
  SameClaimDialog,
  type SameClaimDialogProps,
} from './SameClaimDialog/SameClaimDialog';
export { Select, type SelectOption, type SelectProps } from './Select/Select';
export {
  SENSITIVITY_TEXT,
  type SensitivityBar,
  SensitivityChart,
  type SensitivityChartProps,
  sensitivitySentence,
} from './SensitivityChart/SensitivityChart';
export {
  applyEvaluatorShareRequest,
  type EvaluatorShareRequest,
  forwardEvaluatorShareRequests,
  onEvaluatorShareRequests,
} from './ShareMenu/forwardEvaluatorShareRequests';
export { SHARE_MENU_TEXT, ShareMenu, type ShareMenuProps } from './ShareMenu/ShareMenu';
export { shareBrowserActors } from './ShareMenu/shareBrowserActors';
export {
  type ShareMenuActor,
  type UseShareMenuOptions,
  useShareMenu,
} from './ShareMenu/useShareMenu';
export {
  SPEECH_INPUT_BUTTON_TEXT,
  SpeechInputButton,
  type SpeechInputButtonProps,
} from './SpeechInputButton/SpeechInputButton';
export {
  browserIsSecureContext,
  browserSpeechRecognition,
  type SpeechRecognitionAlternativeLike,
  type SpeechRecognitionConstructor,
  type SpeechRecognitionErrorEventLike,
  type SpeechRecognitionLike,
  type SpeechRecognitionResultEventLike,
  type SpeechRecognitionResultLike,
  speechRecognizer,
} from './SpeechInputButton/speechRecognition';
export {
  type SpeechInputActor,
  type UseSpeechInputOptions,
  type UseSpeechInputResult,
  useSpeechInput,
} from './SpeechInputButton/useSpeechInput';
export {
  SPREAD_PLOT_TEXT,
  SpreadPlot,
  type SpreadPlotProps,
  type SpreadPlotSentenceInput,
  type SpreadSummary,
  spreadPlotSentence,
} from './SpreadPlot/SpreadPlot';
export { Stack, type StackAlign, type StackProps } from './Stack/Stack';
export {
  argumentTypeLabel,
  EVALUATION_MODE_LABELS,
  type EvaluationModeName,
  StatusLine,
  type StatusLineProps,
  statusLineText,
} from './StatusLine/StatusLine';
export { Switch, type SwitchProps } from './Switch/Switch';
export { type TabItem, Tabs, type TabsProps } from './Tabs/Tabs';
export { Text, type TextProps, type TextSize, type TextTone } from './Text/Text';
export type { FieldErrorMessage } from './TextField/FieldMessages';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { type FieldVariants, field } from './TextField/TextField.css';
export { Tiles, type TilesColumns, type TilesProps } from './Tiles/Tiles';
export {
  type AddToastOptions,
  type ToastContent,
  ToastQueue,
  type ToastQueueOptions,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
} from './Toast/Toast';
export {
  TruthTableTab,
  type TruthTableTabProps,
} from './TruthTableTab/TruthTableTab';
export { TRUTH_TABLE_TAB_TEXT } from './TruthTableTab/TruthTableTab.text';
export {
  type Breakpoint,
  breakpointNames,
  breakpoints,
  minWidthQuery,
} from './theme/breakpoints';
export { darkTheme, lightTheme, systemTheme, vars } from './theme/contract.css';
export { documentBody } from './theme/document.css';
export {
  mapResponsiveValue,
  type ResponsiveSpace,
  type ResponsiveValue,
  type Space,
  type Sprinkles,
  space,
  sprinkles,
} from './theme/sprinkles.css';
export {
  documentThemeClassName,
  THEME_NAMES,
  type ThemeName,
  ThemeRoot,
  type ThemeRootProps,
  themeClassName,
  useThemeClassName,
} from './theme/ThemeRoot';
export {
  VALIDITY_BOUND_TEXT,
  ValidityBoundNotice,
  type ValidityBoundNoticeProps,
} from './ValidityBoundNotice/ValidityBoundNotice';
export {
  type UseVersionHistoryOptions,
  type UseVersionHistoryResult,
  useVersionHistory,
  type VersionHistoryActor,
} from './VersionHistoryDialog/useVersionHistory';
export {
  VERSION_HISTORY_DIALOG_TEXT,
  VersionHistoryDialog,
  type VersionHistoryDialogProps,
} from './VersionHistoryDialog/VersionHistoryDialog';
