import { COMMIT_THRESHOLD, DURATIONS } from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { validConditionalRange } from './dependencyEditor.constraints';
import { startEditor } from './dependencyEditor.fixtures';
import type { DependencyEditorInput } from './dependencyEditor.types';

/** p2 depends on p1 with P(p2|p1) = 0.7; P(p1) = 0.5 and P(p2) = 0.6, so 0.2 ≤ P(p2|p1) ≤ 1. */
const chain = (mode: DependencyEditorInput['resolutionMode']): Partial<DependencyEditorInput> => ({
  dependencies: { p2: ['p1'] },
  premiseConditionals: { 'p2|p1': 0.7 },
  premiseProbabilities: { p1: 0.5, p2: 0.6 },
  resolutionMode: mode,
});

describe('dependencyEditorMachine: sliders', () => {
  it('keeps a local value while dragging and commits on release', () => {
    const { actor, context, emitted } = startEditor(chain('foundationalist'));
    actor.send({ type: 'SLIDER_DRAG', id: 'p2|p1', value: 0.65 });
    expect(context().drag).toEqual({ id: 'p2|p1', value: 0.65 });
    expect(context().items[0]?.conditionalProbability).toBe(0.7);
    expect(emitted).toEqual([]);
    actor.send({ type: 'SLIDER_RELEASE', id: 'p2|p1' });
    expect(context().drag).toBeNull();
    expect(context().premiseConditionals['p2|p1']).toBe(0.65);
    expect(context().items[0]?.conditionalProbability).toBe(0.65);
    expect(emitted).toEqual([
      {
        type: 'dependency-changed',
        dependencies: { p2: ['p1'] },
        premiseConditionals: { 'p2|p1': 0.65 },
      },
    ]);
    expect(context().toasts).toEqual([]);
  });

  it('does not commit a change of 0.001 or less', () => {
    expect(COMMIT_THRESHOLD).toBe(0.001);
    const { actor, context, emitted } = startEditor(chain('foundationalist'));
    actor.send({ type: 'SLIDER_DRAG', id: 'p2|p1', value: 0.7009 });
    actor.send({ type: 'SLIDER_RELEASE', id: 'p2|p1' });
    expect(context().premiseConditionals['p2|p1']).toBe(0.7);
    expect(context().drag).toBeNull();
    expect(emitted).toEqual([]);
    actor.send({ type: 'SLIDER_RELEASE', id: 'p2|p1', value: 0.6991 });
    expect(context().premiseConditionals['p2|p1']).toBe(0.7);
    actor.send({ type: 'SLIDER_RELEASE', id: 'p2|p1', value: 0.702 });
    expect(context().premiseConditionals['p2|p1']).toBe(0.702);
  });

  it('ignores a release with no value and no drag', () => {
    const { actor, context, emitted } = startEditor(chain('foundationalist'));
    actor.send({ type: 'SLIDER_RELEASE', id: 'p2|p1' });
    expect(context().premiseConditionals['p2|p1']).toBe(0.7);
    expect(emitted).toEqual([]);
  });

  it('refuses a violating value with an error toast giving the reason (5 s)', () => {
    const { actor, context, emitted } = startEditor(chain('foundationalist'));
    actor.send({ type: 'SLIDER_DRAG', id: 'p2|p1', value: 0.1 });
    expect(context().drag?.value).toBe(0.1);
    actor.send({ type: 'SLIDER_RELEASE', id: 'p2|p1' });
    expect(context().premiseConditionals['p2|p1']).toBe(0.7);
    expect(context().drag).toBeNull();
    expect(emitted).toEqual([]);
    expect(context().toasts).toEqual([
      {
        id: 1,
        kind: 'error',
        text: 'P(The ground is wet) is 0.6, but its conditional on It rains allows only 0.05 to 0.55.',
        durationMs: DURATIONS.message,
      },
    ]);
    expect(DURATIONS.message).toBe(5000);
    actor.send({ type: 'DISMISS_TOAST', id: 1 });
    expect(context().toasts).toEqual([]);
  });

  it('snaps sliders to valid values in coherentist mode', () => {
    const { actor, context } = startEditor(chain('coherentist'));
    const range = validConditionalRange(context(), 'p2|p1');
    expect(range?.min).toBeCloseTo(0.2, 10);
    expect(range?.max).toBeCloseTo(1, 10);
    actor.send({ type: 'SLIDER_DRAG', id: 'p2|p1', value: 0.1 });
    expect(context().drag?.value).toBeCloseTo(0.2, 10);
    actor.send({ type: 'SLIDER_RELEASE', id: 'p2|p1' });
    expect(context().premiseConditionals['p2|p1']).toBeCloseTo(0.2, 10);
    expect(context().toasts).toEqual([]);
  });

  it('says when a changed conditional creates a marginalization scenario (4 s)', () => {
    const { actor, context, emitted } = startEditor({
      dependencies: { p2: ['p1', '~p1'] },
      premiseConditionals: { 'p2|p1': 0.8 },
      premiseProbabilities: { p1: 0.5, p2: 0.5 },
      resolutionMode: 'foundationalist',
    });
    actor.send({ type: 'SLIDER_RELEASE', id: 'p2|~p1', value: 0.3 });
    expect(context().premiseConditionals['p2|~p1']).toBe(0.3);
    expect(context().toasts).toEqual([
      {
        id: 1,
        kind: 'success',
        text: 'P(The ground is wet) is now fixed by marginalization. It will automatically update when P(It rains) changes.',
        durationMs: 4000,
      },
    ]);
    expect(emitted).toHaveLength(1);
    // Already marginalized: a further change says nothing more.
    actor.send({ type: 'SLIDER_RELEASE', id: 'p2|~p1', value: 0.4 });
    expect(context().toasts).toHaveLength(1);
  });

  it('never edits a calculated (multi-parent) dependency', () => {
    const { actor, context, emitted } = startEditor({
      dependencies: { p3: ['p1', 'p2'] },
      premiseConditionals: { 'p3|p1': 0.8, 'p3|p2': 0.7 },
    });
    const before = context().items.find((item) => item.isCalculated)!;
    actor.send({ type: 'SLIDER_DRAG', id: before.id, value: 0.1 });
    expect(context().drag).toBeNull();
    actor.send({ type: 'SLIDER_RELEASE', id: before.id, value: 0.1 });
    expect(context().items.find((item) => item.isCalculated)).toEqual(before);
    expect(emitted).toEqual([]);
  });

  it('disables the slider of an overridden dependency', () => {
    const { actor, context } = startEditor({
      ...chain('foundationalist'),
      overriddenClaimIds: ['p1'],
    });
    actor.send({ type: 'SLIDER_DRAG', id: 'p2|p1', value: 0.65 });
    expect(context().drag).toBeNull();
    actor.send({ type: 'SLIDER_RELEASE', id: 'p2|p1', value: 0.65 });
    expect(context().premiseConditionals['p2|p1']).toBe(0.7);
  });

  it('protects a locked dependency in foundationalist mode; locks exist only there', () => {
    const { actor, context } = startEditor(chain('coherentist'));
    actor.send({ type: 'TOGGLE_LOCK', id: 'p2|p1' });
    expect(context().items[0]?.isLocked).toBe(false);
    actor.send({ type: 'SET_RESOLUTION_MODE', mode: 'foundationalist' });
    actor.send({ type: 'TOGGLE_LOCK', id: 'p2|p1' });
    expect(context().items[0]?.isLocked).toBe(true);
    actor.send({ type: 'SLIDER_RELEASE', id: 'p2|p1', value: 0.65 });
    expect(context().premiseConditionals['p2|p1']).toBe(0.7);
    actor.send({ type: 'TOGGLE_LOCK', id: 'p2|p1' });
    actor.send({ type: 'SLIDER_RELEASE', id: 'p2|p1', value: 0.65 });
    expect(context().premiseConditionals['p2|p1']).toBe(0.65);
  });
});
