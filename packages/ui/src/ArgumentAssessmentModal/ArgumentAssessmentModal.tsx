import {
  ASSESSMENT_TABS,
  type Assessment,
  type AssessmentSection,
  type AssessmentTab,
  assessmentSourceLabel,
  ASSESSMENT_MESSAGES as M,
  SCORE_MAX,
  scoreColor,
} from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Tabs } from '../Tabs/Tabs';
import { Text } from '../Text/Text';
import * as styles from './ArgumentAssessmentModal.css';
import type { ArgumentAssessmentActor } from './useArgumentAssessment';

/** Props of {@link ArgumentAssessmentModal}. */
export interface ArgumentAssessmentModalProps {
  /** The machine from `useArgumentAssessment`; it owns the open state (OPEN / CLOSE). */
  actorRef: ArgumentAssessmentActor;
}

/**
 * The modal's own texts. The spec gives the tab labels (`ASSESSMENT_TABS`), the loading text,
 * 'Assessment Failed', 'Try Again' and the failure texts (`ASSESSMENT_MESSAGES`), the Close button
 * and "a score out of 10"; the title and the section headings below are ours.
 */
export const ARGUMENT_ASSESSMENT_MODAL_TEXT = {
  title: 'Argument Assessment',
  close: 'Close',
  /** The × in the corner; the footer's button is the spec's 'Close'. */
  closeCorner: 'Close dialog',
  tabsLabel: 'Assessment sections',
  score: 'Score',
  /** The score out of {@link @credence/state-machines!SCORE_MAX}, e.g. '7/10'. */
  outOf: (score: number) => `${score}/${SCORE_MAX}`,
  analysis: 'Analysis',
  deductivePotential: 'Deductive Potential',
  strategicApproach: 'Strategic Approach',
  vulnerabilities: 'Vulnerabilities',
  anticipatedCounters: 'Anticipated Counters',
  summary: 'Summary',
  recommendations: 'Recommendations',
  suggestions: 'Suggestions',
  none: 'None listed.',
} as const;

const T = ARGUMENT_ASSESSMENT_MODAL_TEXT;

/** A titled block of text; user and AI texts are React text children, never HTML. */
function TextSection({ title, text }: { title: string; text: string }) {
  const id = useId();
  return (
    <Stack component="section" space="xsmall" aria-labelledby={id}>
      <Heading level="4" component="h3" id={id}>
        {title}
      </Heading>
      <Text component="p" whiteSpace="preWrap" breakWords>
        {text}
      </Text>
    </Stack>
  );
}

/** A titled list; an empty list says so. */
function ListSection({ title, items }: { title: string; items: readonly string[] }) {
  const id = useId();
  return (
    <Stack component="section" space="xsmall" aria-labelledby={id}>
      <Heading level="4" component="h3" id={id}>
        {title}
      </Heading>
      {items.length > 0 ? (
        <ul className={styles.list}>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: read-only list; items may repeat.
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : (
        <Text component="p" tone="secondary">
          {T.none}
        </Text>
      )}
    </Stack>
  );
}

/** The tab-specific extras, after the analysis. */
function Extras({ tab, assessment }: { tab: AssessmentTab; assessment: Assessment }) {
  switch (tab) {
    case 'logic':
      return (
        <TextSection title={T.deductivePotential} text={assessment.logic.deductivePotential} />
      );
    case 'strategy':
      return (
        <TextSection title={T.strategicApproach} text={assessment.strategy.strategicApproach} />
      );
    case 'weaknesses':
      return (
        <ListSection title={T.vulnerabilities} items={assessment.weaknesses.vulnerabilities} />
      );
    case 'counters':
      return (
        <ListSection
          title={T.anticipatedCounters}
          items={assessment.counters.anticipatedCounters}
        />
      );
    case 'overall':
      return (
        <>
          <TextSection title={T.summary} text={assessment.overall.summary} />
          <ListSection title={T.recommendations} items={assessment.overall.recommendations} />
        </>
      );
    default:
      return null;
  }
}

/** One tab: the coloured score out of 10, the analysis, the extras and any suggestions. */
function SectionPanel({ tab, assessment }: { tab: AssessmentTab; assessment: Assessment }) {
  const section: AssessmentSection = assessment[tab];
  const color = scoreColor(section.score);
  return (
    <Stack space="medium">
      <Inline component="p" space="small" alignY="baseline">
        <Box component="span" color="secondary">
          {T.score}
        </Box>
        <span className={styles.score[color]} data-score-color={color}>
          {T.outOf(section.score)}
        </span>
      </Inline>
      <TextSection title={T.analysis} text={section.analysis} />
      <Extras tab={tab} assessment={assessment} />
      {section.suggestions && section.suggestions.length > 0 ? (
        <ListSection title={T.suggestions} items={section.suggestions} />
      ) : null}
    </Stack>
  );
}

function AssessmentBody({ actorRef }: { actorRef: ArgumentAssessmentActor }) {
  const snapshot = useSelector(actorRef, (s) => s);
  const { assessment, error, tab, source } = snapshot.context;
  if (snapshot.matches({ open: 'loaded' }) && assessment !== null) {
    const sourceLabel = assessmentSourceLabel(source);
    return (
      <Stack space="medium">
        {sourceLabel ? (
          // Above the tabs: the scores read differently when rules, not a model, gave them.
          <Text component="p" size="small" tone="secondary">
            {sourceLabel}
          </Text>
        ) : null}
        <Tabs
          label={T.tabsLabel}
          selectedKey={tab}
          onSelectionChange={(id) =>
            actorRef.send({ type: 'SELECT_TAB', tab: id as AssessmentTab })
          }
          items={ASSESSMENT_TABS.map(({ id, label }) => ({
            id,
            label,
            content: <SectionPanel tab={id} assessment={assessment} />,
          }))}
        />
      </Stack>
    );
  }
  if (snapshot.matches({ open: 'failed' })) {
    return (
      <Stack role="alert" space="medium">
        <Heading level="3" tone="critical">
          {M.failedHeading}
        </Heading>
        <Text component="p" tone="critical" breakWords>
          {error ?? M.failed}
        </Text>
        <div>
          <Button variant="secondary" onPress={() => actorRef.send({ type: 'RETRY' })}>
            {M.tryAgain}
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Text component="p" role="status" tone="secondary">
      {M.loading}
    </Text>
  );
}

/**
 * The Argument Assessment modal ('Assess Argument' in the reconstruction editor), driven by
 * `useArgumentAssessment`: the loading text while the dialectical context and the assessment load;
 * then the tabs Clarity, Logic, Strategy, Weaknesses, Counters and Overall, each with its score out
 * of 10 (8 or more green, 6 or more yellow, otherwise red, on the theme's colours), the analysis and
 * the tab's extras (Logic: deductive potential; Strategy: strategic approach; Weaknesses:
 * vulnerabilities; Counters: anticipated counters; Overall: summary and recommendations) and any
 * suggestions; or 'Assessment Failed' with the failure text and 'Try Again'. A Close button, the
 * ×, Escape and an outside click close it. AI and user texts are shown as text, never as HTML.
 *
 * @example
 * function AssessButton({ argument, argumentId }: { argument: EditorArgument; argumentId: number | null }) {
 *   const assessment = useArgumentAssessment();
 *   return (
 *     <>
 *       <Button onPress={() => assessment.open(argument, argumentId)}>Assess Argument</Button>
 *       <ArgumentAssessmentModal actorRef={assessment.actorRef} />
 *     </>
 *   );
 * }
 */
export function ArgumentAssessmentModal({ actorRef }: ArgumentAssessmentModalProps) {
  const isOpen = useSelector(actorRef, (s) => !s.matches('closed'));
  const close = () => actorRef.send({ type: 'CLOSE' });
  return (
    <Dialog
      title={T.title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      closeLabel={T.closeCorner}
      footer={
        <Button variant="secondary" onPress={close}>
          {T.close}
        </Button>
      }
    >
      <AssessmentBody actorRef={actorRef} />
    </Dialog>
  );
}
