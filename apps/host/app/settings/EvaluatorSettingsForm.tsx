/**
 * The evaluator settings: detail level, conviction and constraint resolution. Each change is
 * saved at once (see `useEvaluatorSettings`), the status line says so; 'Save' makes sure all is
 * saved and stays ("Settings saved."); 'Back' returns to the page the user came from. The form
 * also posts without scripts (the route's action saves it and shows the page again).
 */
import type { UserId } from '@credence/api';
import { formatPercent } from '@credence/engine';
import type { ConstraintResolutionMode, DetailLevel, UserSettings } from '@credence/state-machines';
import { Button, ButtonLink, Inline, ProbabilitySlider, Select, Stack, Text } from '@credence/ui';
import { Form } from '@remix-run/react';
import { useState } from 'react';
import { useEvaluatorSettings } from './useEvaluatorSettings.ts';

const DETAIL_LEVELS: { id: DetailLevel; label: string }[] = [
  { id: 'basic', label: 'Basic' },
  { id: 'detailed', label: 'Detailed' },
  { id: 'complete', label: 'Complete' },
];

const RESOLUTION_MODES: { id: ConstraintResolutionMode; label: string }[] = [
  { id: 'coherentist', label: 'Coherentist' },
  { id: 'foundationalist', label: 'Foundationalist' },
];

/** What the conviction slider's value means, in the inference-strength bar's terms. */
export function convictionSentence(conviction: number): string {
  return `Moving the inference-strength bar to ${formatPercent(1 - conviction)} or more treats an argument as deductive.`;
}

const STATUS_TEXT = {
  loading: 'Loading your settings...',
  idle: 'Changes are saved as you make them.',
  saving: 'Saving...',
  saved: 'Settings saved.',
} as const;

/** Props of {@link EvaluatorSettingsForm}. */
export interface EvaluatorSettingsFormProps {
  userId: UserId;
  settings: UserSettings;
  /** Where 'Back' returns (the page the user came from, or `/`). */
  redirectTo: string;
  /** Whether the page opens after a save posted without scripts ("Settings saved."). */
  saved?: boolean;
  /** The server's message for a form posted without scripts that it refused. */
  serverError?: string | null;
}

/** The evaluator settings form, saving each change at once through the userSettings machine. */
export function EvaluatorSettingsForm({
  userId,
  settings,
  redirectTo,
  saved = false,
  serverError,
}: EvaluatorSettingsFormProps) {
  const form = useEvaluatorSettings(userId, settings);
  const failed = form.status === 'failed';
  // After 'Save' (or a save posted without scripts) the idle status line confirms it.
  const [confirmed, setConfirmed] = useState(saved);
  // The slider moves freely while dragged; the value is saved once it is let go.
  const [draftConviction, setDraftConviction] = useState<number | null>(null);
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        // With scripts the machine has saved (or is saving) every change: finish and say so.
        event.preventDefault();
        form.saveThen(() => setConfirmed(true));
      }}
    >
      <Stack space="large">
        <Select
          label="Detail level"
          name="detailLevel"
          items={DETAIL_LEVELS}
          value={form.values.detailLevel}
          onChange={(value) => value && form.change({ detailLevel: value })}
          description="How much of the calculation the results panels show: Basic the result and its formula; Detailed the inputs, results and formulas; Complete every step."
        />
        <Stack space="xsmall">
          <ProbabilitySlider
            label="Conviction"
            value={draftConviction ?? form.values.conviction}
            onChange={setDraftConviction}
            onChangeEnd={(conviction) => {
              setDraftConviction(null);
              form.change({ conviction });
            }}
            describe={convictionSentence}
            scaleLabels={['Certainty only', 'Any support']}
          />
          <input type="hidden" name="conviction" value={form.values.conviction} />
        </Stack>
        <Select
          label="Constraint resolution"
          name="constraintResolutionMode"
          items={RESOLUTION_MODES}
          value={form.values.constraintResolutionMode}
          onChange={(value) => value && form.change({ constraintResolutionMode: value })}
          description="Coherentist: a premise credence that disagrees with your dependencies is moved to agree (locked premises stay), and the premise says so. Foundationalist: nothing is moved for you; a disagreeing credence stays as you set it and is flagged as a violation (the calculation uses the value your dependency fixes), and you can lock the conclusion."
        />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Inline space="medium" alignY="center">
          <Button type="submit" isPending={form.status === 'saving'} pendingLabel="Saving...">
            Save
          </Button>
          <ButtonLink href={redirectTo} variant="secondary">
            Back
          </ButtonLink>
          <Text
            size="small"
            tone={failed || serverError ? 'critical' : 'secondary'}
            role={failed || serverError ? 'alert' : 'status'}
          >
            {serverError ??
              (failed
                ? `Not saved: ${form.error}`
                : confirmed && form.status === 'idle'
                  ? STATUS_TEXT.saved
                  : STATUS_TEXT[form.status as keyof typeof STATUS_TEXT])}
          </Text>
        </Inline>
      </Stack>
    </Form>
  );
}
