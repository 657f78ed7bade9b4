import { isItemEditable } from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { Stack } from '../Stack/Stack';
import { DEPENDENCY_EDITOR_TEXT as T } from './DependencyEditor.text';
import { DependencyItemCard } from './DependencyItemCard';
import type { DependencyEditorActor } from './useDependencyEditor';

/** Props of {@link DependencyList}. */
export interface DependencyListProps {
  actorRef: DependencyEditorActor;
  /** Ids of the expanded cards (a view choice, kept by the editor, not the machine). */
  expandedIds: ReadonlySet<string>;
  onToggleExpanded: (id: string) => void;
}

/**
 * The dependency cards in the machine's order (by priority in foundationalist mode, where they
 * can also be dragged or moved to reorder, and locked). Sliders send `SLIDER_DRAG` while moving
 * and `SLIDER_RELEASE` when let go; the machine commits only a change above 0.001.
 */
export function DependencyList({ actorRef, expandedIds, onToggleExpanded }: DependencyListProps) {
  const context = useSelector(actorRef, (snapshot) => snapshot.context);
  const isReordering = useSelector(actorRef, (snapshot) =>
    snapshot.matches({ ready: { reorder: 'animating' } }),
  );
  const dragged = useRef<number | null>(null);
  const premiseIds = new Set(context.premises.map((premise) => premise.id));
  const isFoundationalist = context.resolutionMode === 'foundationalist';
  const editableCount = context.items.filter((item) => !item.isCalculated).length;
  const send = actorRef.send;
  return (
    <Stack component="ol" space="small" aria-label={T.listLabel} aria-busy={isReordering}>
      {context.items.map((item, index) => {
        const value =
          context.drag?.id === item.id ? context.drag.value : item.conditionalProbability;
        const ordering =
          isFoundationalist && !item.isCalculated
            ? {
                index,
                count: editableCount,
                onToggleLock: () => send({ type: 'TOGGLE_LOCK', id: item.id }),
                onMove: (toIndex: number) => send({ type: 'REORDER', fromIndex: index, toIndex }),
                onDragStart: () => {
                  dragged.current = index;
                },
                onDrop: () => {
                  if (dragged.current !== null && dragged.current !== index) {
                    send({ type: 'REORDER', fromIndex: dragged.current, toIndex: index });
                  }
                  dragged.current = null;
                },
              }
            : undefined;
        return (
          <DependencyItemCard
            key={item.id}
            item={item}
            claims={context.claims}
            premiseIds={premiseIds}
            value={value}
            isEditable={isItemEditable(context, item)}
            isExpanded={expandedIds.has(item.id)}
            onToggleExpanded={() => onToggleExpanded(item.id)}
            onDrag={(next) => send({ type: 'SLIDER_DRAG', id: item.id, value: next })}
            onRelease={(next) => send({ type: 'SLIDER_RELEASE', id: item.id, value: next })}
            onRemove={() => send({ type: 'REQUEST_REMOVE', id: item.id })}
            ordering={ordering}
          />
        );
      })}
    </Stack>
  );
}
