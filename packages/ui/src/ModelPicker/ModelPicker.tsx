import {
  type AiModel,
  MODEL_PICKER_MESSAGES as M,
  modelDetailsLabel,
  selectAvailableLabel,
  selectEmptyMessage,
  selectIsRuleBased,
  selectSelectedModel,
  selectVisibleModels,
} from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Input,
  ListBox,
  ListBoxItem,
  SearchField,
} from 'react-aria-components';
import { Badge } from '../Badge/Badge';
import { Box } from '../Box/Box';
import { Checkbox } from '../Checkbox/Checkbox';
import { Popover } from '../Popover/Popover';
import { popoverContent } from '../Popover/Popover.css';
import { Text } from '../Text/Text';
import { field } from '../TextField/TextField.css';
import * as styles from './ModelPicker.css';
import { type ModelPickerActor, useModelPicker } from './useModelPicker';

/**
 * The picker's own texts. The spec gives the search placeholder, 'Show all models', the
 * '(N available)' count, the 'Reasoning' badge and the empty state (`MODEL_PICKER_MESSAGES`);
 * these are ours.
 */
export const MODEL_PICKER_TEXT = {
  label: 'AI model',
  listLabel: 'AI models',
  searchLabel: 'Search models',
  loading: 'Loading models...',
} as const;

/** Props of {@link ModelPicker}. */
export interface ModelPickerProps {
  /** Called with the model's id each time the user picks one. */
  onSelect?: (modelId: string) => void;
  /** The model selected at first; default 'gpt-4o-mini'. Later changes are not followed. */
  initialModelId?: string;
  /** 'compact' (default, a small box) or 'pill' (rounded); they differ only in looks. */
  variant?: 'compact' | 'pill';
  /** The visible label before the model's name; default 'AI model'. */
  label?: string;
  /** Disabled, e.g. while an assessment runs. */
  isDisabled?: boolean;
}

/**
 * The AI model picker (second spec, "AI model picker"): a button showing the selected model that
 * opens a popover with a search box ('Search models...'), a 'Show all models' checkbox with
 * '(N available)', and the list (name, 'Reasoning' badge, provider, context size in k, cost).
 * Escape and a click outside close it. Runs its own `modelPickerMachine` on the nearest
 * `CredenceProvider`'s client; model names from the server are shown as text. Against a host
 * without an AI endpoint the list holds the offline rules alone: they become the selection and
 * a note says AI features answer with rule-based estimates.
 */
export function ModelPicker({
  onSelect,
  initialModelId,
  variant = 'compact',
  label = MODEL_PICKER_TEXT.label,
  isDisabled = false,
}: ModelPickerProps) {
  const actorRef = useModelPicker({ initialModelId, onSelect });
  return (
    <ModelPickerControl
      actorRef={actorRef}
      variant={variant}
      label={label}
      isDisabled={isDisabled}
    />
  );
}

interface ModelPickerControlProps {
  actorRef: ModelPickerActor;
  variant: 'compact' | 'pill';
  label: string;
  isDisabled: boolean;
}

function ModelPickerControl({ actorRef, variant, label, isDisabled }: ModelPickerControlProps) {
  const isOpen = useSelector(actorRef, (s) => s.matches({ menu: 'open' }));
  const selectedId = useSelector(actorRef, (s) => s.context.selectedModelId);
  const selected = useSelector(actorRef, selectSelectedModel);
  const name = selected?.name ?? selectedId;
  return (
    <DialogTrigger
      isOpen={isOpen}
      // Escape and an outside click both arrive here as a close.
      onOpenChange={(open) => actorRef.send({ type: open ? 'OPEN' : 'CLOSE' })}
    >
      <AriaButton
        className={styles.trigger[variant]}
        isDisabled={isDisabled}
        aria-label={`${label}: ${name}`}
      >
        <Box component="span" color="secondary">
          {label}:
        </Box>
        <Box component="span" fontWeight="strong">
          {name}
        </Box>
        <span aria-hidden="true">▾</span>
      </AriaButton>
      <Popover width="small" placement="bottom start">
        <Dialog className={popoverContent({ space: 'small' })} aria-label={label}>
          <ModelPickerPanel actorRef={actorRef} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/** The open picker: search, 'Show all models' and the list. */
function ModelPickerPanel({ actorRef }: { actorRef: ModelPickerActor }) {
  const query = useSelector(actorRef, (s) => s.context.query);
  const showAll = useSelector(actorRef, (s) => s.context.showAll);
  const isLoading = useSelector(actorRef, (s) => s.matches({ list: 'loading' }));
  const models = useSelector(actorRef, selectVisibleModels, sameModels);
  const available = useSelector(actorRef, selectAvailableLabel);
  const empty = useSelector(actorRef, selectEmptyMessage);
  const selectedId = useSelector(actorRef, (s) => s.context.selectedModelId);
  const isRuleBased = useSelector(actorRef, selectIsRuleBased);
  return (
    <>
      <SearchField
        aria-label={MODEL_PICKER_TEXT.searchLabel}
        value={query}
        onChange={(value) => actorRef.send({ type: 'SET_QUERY', query: value })}
        autoFocus
      >
        <Input className={field({ size: 'small' })} placeholder={M.searchPlaceholder} />
      </SearchField>
      <Box fontSize="small">
        <Checkbox
          isSelected={showAll}
          onChange={(value) => actorRef.send({ type: 'SET_SHOW_ALL', showAll: value })}
        >
          {M.showAll}
          {available ? (
            <Box component="span" color="secondary">
              {available}
            </Box>
          ) : null}
        </Checkbox>
      </Box>
      {isLoading ? (
        <Text component="p" role="status" size="small" tone="secondary">
          {MODEL_PICKER_TEXT.loading}
        </Text>
      ) : (
        <ListBox
          className={styles.list}
          aria-label={MODEL_PICKER_TEXT.listLabel}
          items={models}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[selectedId]}
          onSelectionChange={(keys) => {
            const [modelId] = keys === 'all' ? [] : [...keys];
            if (modelId !== undefined) actorRef.send({ type: 'SELECT', modelId: String(modelId) });
          }}
          renderEmptyState={() => (
            <Text component="p" size="small" tone="secondary">
              {empty ?? ''}
            </Text>
          )}
        >
          {(model) => <ModelOption model={model} />}
        </ListBox>
      )}
      {isRuleBased && !isLoading ? (
        <Text component="p" size="small" tone="secondary">
          {M.ruleBasedNote}
        </Text>
      ) : null}
    </>
  );
}

/**
 * One model: its name and 'Reasoning' badge, then provider, context size and cost; the offline
 * rules get a 'Rule-based' badge and say they are no model and free instead. The option is
 * named by all of it, as it reads (no separate label and description slots), so its visible text
 * is its name; typing a name still finds it (`textValue`).
 */
function ModelOption({ model }: { model: AiModel }) {
  return (
    <ListBoxItem id={model.id} textValue={model.name} className={styles.option}>
      <Box component="span" display="flex" alignItems="center" gap="xsmall" fontWeight="strong">
        <span>{model.name}</span>
        {model.isReasoningModel ? (
          <>
            {' '}
            <Badge tone="info">{M.reasoningBadge}</Badge>
          </>
        ) : null}
        {model.ruleBased ? (
          <>
            {' '}
            <Badge tone="neutral">{M.ruleBasedBadge}</Badge>
          </>
        ) : null}
      </Box>{' '}
      <span className={styles.optionMeta}>{modelDetailsLabel(model)}</span>
    </ListBoxItem>
  );
}

/** Lists are new arrays on each snapshot; compare their ids so React re-renders only on change. */
function sameModels(a: readonly AiModel[], b: readonly AiModel[]): boolean {
  return a.length === b.length && a.every((model, index) => model.id === b[index]?.id);
}
