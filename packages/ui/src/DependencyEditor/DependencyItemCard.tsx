import {
  baseClaimId,
  claimText,
  dependencyColorBand,
  dependencyWording,
  formatPercent,
  isNegatedId,
} from '@credence/engine';
import type { DependencyClaim, DependencyItem } from '@credence/state-machines';
import { type DragEvent, useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Badge } from '../Badge/Badge';
import { Box, classNames } from '../Box/Box';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { LockToggle } from '../LockToggle/LockToggle';
import { ProbabilitySlider } from '../ProbabilitySlider/ProbabilitySlider';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { iconSize } from '../theme/shared.css';
import * as styles from './DependencyEditor.css';
import { DEPENDENCY_EDITOR_TEXT as T } from './DependencyEditor.text';

/** Props of {@link DependencyItemCard}. */
export interface DependencyItemCardProps {
  item: DependencyItem;
  /** Premises and fetched external claims by id. */
  claims: Record<string, DependencyClaim>;
  /** The argument's premise ids (a source among them is an internal dependency). */
  premiseIds: ReadonlySet<string>;
  /** The slider's value: the local drag value while dragging, else the committed one. */
  value: number;
  isEditable: boolean;
  isExpanded: boolean;
  onToggleExpanded: () => void;
  onDrag: (value: number) => void;
  onRelease: (value: number) => void;
  onRemove: () => void;
  /** Foundationalist mode: priority, lock and reordering (absent in coherentist mode). */
  ordering?: {
    index: number;
    count: number;
    onToggleLock: () => void;
    onMove: (toIndex: number) => void;
    onDragStart: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
  };
}

/** `"text" is TRUE → "text"`: the card's stable title. */
function itemTitle(item: DependencyItem, claims: Record<string, DependencyClaim>): string {
  const target = claimText(item.targetId, claims);
  if (item.isCalculated) {
    const parents = (item.calculationDetails?.parentIds ?? []).map((id) => claimText(id, claims));
    return `${parents.map((text) => `"${text}"`).join(' & ')} → "${target}"`;
  }
  const source = claimText(baseClaimId(item.sourceId), claims);
  const value = isNegatedId(item.sourceId) ? 'FALSE' : 'TRUE';
  return `"${source}" is ${value} → "${target}"`;
}

/** The spec's dependency sentence for the card at `value`. */
function itemSentence(
  item: DependencyItem,
  claims: Record<string, DependencyClaim>,
  value: number,
): string {
  return dependencyWording({
    antecedentText: claimText(baseClaimId(item.sourceId), claims),
    antecedentValue: !isNegatedId(item.sourceId),
    consequentText: claimText(item.targetId, claims),
    probability: value,
  });
}

/** A broken chain link: the dependency is overridden by a supporting argument or objection. */
function BrokenLinkIcon() {
  return (
    <svg className={iconSize.text} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M9 7H7a5 5 0 0 0 0 10h2M15 7h2a5 5 0 0 1 0 10h-2M4 4l16 16"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * One dependency card, coloured by its conditional probability (`dependencyColorBand`).
 * Clicking its header expands a slider ('Strongly Weakens' … 'Strongly Strengthens') with the
 * percentage; the slider commits on release. A calculated (noisy-OR) card shows its leak and
 * cannot be edited or removed; an overridden one has a dashed frame, a broken-link icon and a
 * disabled slider. In foundationalist mode the card shows its priority, a lock and reordering.
 */
export function DependencyItemCard({
  item,
  claims,
  premiseIds,
  value,
  isEditable,
  isExpanded,
  onToggleExpanded,
  onDrag,
  onRelease,
  onRemove,
  ordering,
}: DependencyItemCardProps) {
  const titleId = useId();
  const bodyId = useId();
  const title = itemTitle(item, claims);
  const scope = item.isCalculated
    ? T.calculated
    : premiseIds.has(baseClaimId(item.sourceId))
      ? T.internal
      : T.external;
  return (
    <li
      className={classNames(
        styles.cardBand[dependencyColorBand(value)],
        item.isOverridden && styles.overridden,
      )}
      aria-labelledby={titleId}
      data-dependency-id={item.id}
      onDragOver={ordering ? (event) => event.preventDefault() : undefined}
      onDrop={ordering?.onDrop}
    >
      <Box display="flex" alignItems="center" gap="small">
        {ordering ? (
          <span
            className={styles.dragHandle}
            draggable
            onDragStart={ordering.onDragStart}
            title={T.dragHandle}
            aria-hidden="true"
          >
            ⠿
          </span>
        ) : null}
        {ordering ? <Badge>{T.priority(item.priority)}</Badge> : null}
        <AriaButton
          className={styles.cardToggle}
          aria-expanded={isExpanded}
          aria-controls={isExpanded ? bodyId : undefined}
          onPress={onToggleExpanded}
        >
          {item.isOverridden ? <BrokenLinkIcon /> : null}
          <Box component="span" id={titleId} flexGrow={1} minWidth={0} overflowWrap="anywhere">
            {title}
          </Box>
          <Box component="span" fontVariantNumeric="tabular" fontWeight="strong">
            {formatPercent(value)}
          </Box>
        </AriaButton>
        {ordering && !item.isCalculated ? (
          <LockToggle isLocked={item.isLocked} onChange={ordering.onToggleLock} />
        ) : null}
      </Box>
      <Inline space="xsmall">
        <Badge>{scope}</Badge>
        {item.isOverridden ? (
          <Badge>
            <BrokenLinkIcon />
            {T.overridden}
          </Badge>
        ) : null}
      </Inline>
      {isExpanded ? (
        <Stack space="small" id={bodyId}>
          {item.isOverridden ? (
            <Text component="p" size="small">
              {T.overriddenNote}
            </Text>
          ) : null}
          {item.isCalculated ? (
            <Text component="p" size="small">
              {`${T.leak}: ${formatPercent(item.calculationDetails?.leak ?? 0)}`}
            </Text>
          ) : (
            <>
              <ProbabilitySlider
                label={T.conditionalLabel}
                value={value}
                isDisabled={!isEditable}
                onChange={onDrag}
                onChangeEnd={onRelease}
                scaleLabels={T.scale}
                describe={(current) => itemSentence(item, claims, current)}
              />
              <Inline space="xsmall" alignY="center">
                {ordering ? (
                  <>
                    <Button
                      variant="secondary"
                      size="icon"
                      aria-label={`${T.moveUp}: ${title}`}
                      isDisabled={ordering.index === 0}
                      onPress={() => ordering.onMove(ordering.index - 1)}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="secondary"
                      size="icon"
                      aria-label={`${T.moveDown}: ${title}`}
                      isDisabled={ordering.index >= ordering.count - 1}
                      onPress={() => ordering.onMove(ordering.index + 1)}
                    >
                      ↓
                    </Button>
                  </>
                ) : null}
                <Button variant="secondary" size="small" onPress={onRemove}>
                  {T.removeDependency}
                </Button>
              </Inline>
            </>
          )}
        </Stack>
      ) : null}
    </li>
  );
}
