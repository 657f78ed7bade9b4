/**
 * Path coverage generated with `@xstate/graph`.
 *
 * For each machine below, `getShortestPaths` walks the statechart from its initial state with a
 * list of sample events. Actor outcomes are modelled as the events XState sends for them
 * (`xstate.done.actor.<invokeId>` with an output, `xstate.error.actor.<invokeId>` with an error)
 * and `after` timers as their `xstate.after.<delay>.<stateId>` events. Then:
 *
 * 1. every non-transient state node of the machine must be the (or part of the) end state of some
 *    generated path, unless it is in the machine's explicit `unreachable` allow-list;
 * 2. every path is replayed on a real actor: injected promise actors are fakes whose promises are
 *    settled when the path says so, `after` timers are advanced with fake timers, recogniser events
 *    are sent back by a fake callback actor. After each step the actor must be in the state the
 *    path claims (value, status and the context bits the guards read).
 */
import {
  type AdjacencyMap,
  getAdjacencyMap,
  getShortestPaths,
  getStateNodes,
  type StatePath,
  type TraversalOptions,
} from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromCallback,
  fromPromise,
} from 'xstate';
import { aiAssessMachine } from './aiAssess/index';
import { assessmentMachine } from './assessment/index';
import { inRoundTwo } from './deliberation/deliberation.fixtures';
import { deliberationMachine } from './deliberation/index';
import { linkedArgumentMachine } from './linkedArgument/index';
import { modelPickerMachine } from './modelPicker/index';
import { proofLoaderMachine } from './proofLoader/index';
import { saveStatusMachine } from './saveStatus/index';
import { speechInputMachine } from './speechInput/index';
import { userSettingsMachine } from './userSettings/index';
import { versionHistoryMachine } from './versionHistory/index';

type AnyStateNode = ReturnType<typeof getStateNodes>[number];
type Path = StatePath<AnyMachineSnapshot, EventObject>;

interface CoverageSpec {
  name: string;
  machine: AnyStateMachine;
  input?: unknown;
  /** Sample events; in each state the traversal sends those the state handles (`can`). */
  events: EventObject[];
  /** The context bits that decide guards: part of a state's identity for the traversal. */
  project?: (context: never) => unknown;
  /** Narrows the samples further: which of them make sense in a given state. */
  offer?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
  /** Invoke ids of callback actors (not promises): they are faked by `fakeCallbackActor`. */
  callbackActors?: Record<string, string>;
  /** State node ids that the sample events cannot reach, each with the reason. */
  unreachable?: Record<string, string>;
}

/** The invoke id XState gives the `index`-th invocation of the state node `stateId`. */
function invokeIdOf(machine: AnyStateMachine, stateId: string, index = 0): string {
  const invoke = machine.getStateNodeById(stateId).invoke[index];
  if (!invoke) throw new Error(`${stateId} invokes nothing at ${index}`);
  return invoke.id;
}

function done(machine: AnyStateMachine, stateId: string, output: unknown): EventObject {
  return { type: `xstate.done.actor.${invokeIdOf(machine, stateId)}`, output } as EventObject;
}

function failed(machine: AnyStateMachine, stateId: string, error: unknown): EventObject {
  return { type: `xstate.error.actor.${invokeIdOf(machine, stateId)}`, error } as EventObject;
}

/** A state node is transient when an unguarded `always` transition leaves it at once. */
function isTransient(node: AnyStateNode): boolean {
  return node.always?.some((transition) => !transition.guard) ?? false;
}

function serialize(spec: CoverageSpec, snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({
    value: snapshot.value,
    status: snapshot.status,
    context: spec.project?.(snapshot.context as never) ?? null,
  });
}

function traversalOptions(
  spec: CoverageSpec,
): TraversalOptions<AnyMachineSnapshot, EventObject, unknown> {
  return {
    // Only the samples the state handles: an unhandled `xstate.error.actor.*` would otherwise
    // put the machine in its error status, a path no real run takes.
    events: (snapshot) =>
      spec.events.filter((event) => snapshot.can(event) && (spec.offer?.(snapshot, event) ?? true)),
    input: spec.input,
    serializeState: (snapshot) => serialize(spec, snapshot),
    limit: 10_000,
  };
}

/**
 * The generated paths: the shortest path to every distinct state (`getShortestPaths`), then, for
 * every transition the sample events take (`getAdjacencyMap`), the shortest path to its source
 * followed by that transition. So every state and every sampled transition is replayed.
 */
function generatePaths(spec: CoverageSpec): { statePaths: Path[]; transitionPaths: Path[] } {
  const options = traversalOptions(spec) as never;
  const statePaths = getShortestPaths(spec.machine, options) as Path[];
  const shortest = new Map(statePaths.map((path) => [serialize(spec, path.state), path]));
  const adjacency = getAdjacencyMap(spec.machine, options) as AdjacencyMap<
    AnyMachineSnapshot,
    EventObject
  >;
  const transitionPaths: Path[] = [];
  for (const [source, value] of Object.entries(adjacency)) {
    const transitions: { event: EventObject; state: AnyMachineSnapshot }[] = Object.values(
      value.transitions,
    );
    const head = shortest.get(source);
    if (!head) throw new Error(`No shortest path to ${source}`);
    for (const { event, state } of transitions) {
      transitionPaths.push({
        state,
        steps: [...head.steps, { event, state }],
        weight: head.weight + 1,
      });
    }
  }
  return { statePaths, transitionPaths };
}

function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  return getStateNodes(machine.root).filter((node) => node !== machine.root);
}

function isActive(snapshot: AnyMachineSnapshot, node: AnyStateNode): boolean {
  return snapshot.matches(node.path.join('.') as never);
}

/** Milliseconds of every `after` event of the machine, by event type. */
function delaysOf(machine: AnyStateMachine): Map<string, number> {
  const delays = new Map<string, number>();
  const named = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  for (const node of stateNodesOf(machine)) {
    for (const transition of node.after) {
      const delay =
        typeof transition.delay === 'string' ? named[transition.delay] : transition.delay;
      if (typeof delay !== 'number') throw new Error(`${transition.eventType}: delay not numeric`);
      delays.set(transition.eventType, delay);
    }
  }
  return delays;
}

/** Fake actors whose outcome is decided by the replayed path. */
class FakeActors {
  private readonly pending = new Map<
    string,
    { resolve: (output: unknown) => void; reject: (error: unknown) => void }
  >();
  private readonly sendBacks = new Map<string, (event: EventObject) => void>();
  private readonly throwOnStart = new Set<string>();

  readonly promise = fromPromise<unknown, unknown>(
    ({ self }) =>
      new Promise((resolve, reject) => {
        this.pending.set(self.id, { resolve, reject });
      }),
  );

  readonly callback = fromCallback<EventObject, unknown>(({ self, sendBack }) => {
    if (this.throwOnStart.delete(self.id)) throw new Error('The recogniser failed to start');
    this.sendBacks.set(self.id, sendBack);
    return () => this.sendBacks.delete(self.id);
  });

  settle(invokeId: string, outcome: { output: unknown } | { error: unknown }): void {
    const deferred = this.pending.get(invokeId);
    if (!deferred) throw new Error(`No running promise actor ${invokeId}`);
    this.pending.delete(invokeId);
    if ('output' in outcome) deferred.resolve(outcome.output);
    else deferred.reject(outcome.error);
  }

  failNextStart(invokeId: string): void {
    this.throwOnStart.add(invokeId);
  }

  sendBack(invokeId: string, event: EventObject): void {
    const sendBack = this.sendBacks.get(invokeId);
    if (!sendBack) throw new Error(`No running callback actor ${invokeId}`);
    sendBack(event);
  }
}

async function flushPromises(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

function describePath(path: Path): string {
  return path.steps.map((step) => step.event.type).join(' → ') || '(initial)';
}

async function replay(spec: CoverageSpec, path: Path, delays: Map<string, number>): Promise<void> {
  const fakes = new FakeActors();
  const callbackIds = new Set(Object.keys(spec.callbackActors ?? {}));
  const callbackSources = new Set(Object.values(spec.callbackActors ?? {}));
  const actors: Record<string, AnyActorLogic> = {};
  for (const src of Object.keys(spec.machine.implementations.actors ?? {})) {
    actors[src] = callbackSources.has(src) ? fakes.callback : fakes.promise;
  }
  const machine = spec.machine.provide({ actors } as never);
  const recognizerEvents = new Set(
    // Events a callback actor sends back: those its state handles and the UI does not send.
    callbackIds.size > 0 ? ['RESULT', 'ERROR', 'END'] : [],
  );
  const actor = createActor(machine, { input: spec.input as never });
  actor.subscribe({ error: () => {} });
  actor.start();
  const where = describePath(path);
  expect(serialize(spec, actor.getSnapshot()), `${where}: initial`).toBe(
    serialize(spec, path.steps[0]?.state ?? path.state),
  );

  for (const [index, step] of path.steps.entries()) {
    if (index === 0) continue; // the initial state, checked above
    const { event } = step;
    const next = path.steps[index + 1]?.event.type ?? '';
    // A callback actor that fails while starting is told so before the step that starts it.
    const failsOnStart = [...callbackIds].find((id) => next === `xstate.error.actor.${id}`);
    if (failsOnStart) fakes.failNextStart(failsOnStart);

    const doneId = event.type.match(/^xstate\.done\.actor\.(.+)$/)?.[1];
    const errorId = event.type.match(/^xstate\.error\.actor\.(.+)$/)?.[1];
    if (doneId !== undefined) {
      fakes.settle(doneId, { output: (event as { output?: unknown }).output });
      await flushPromises();
    } else if (errorId !== undefined && callbackIds.has(errorId)) {
      // Already happened: the fake threw when the previous step started it.
    } else if (errorId !== undefined) {
      fakes.settle(errorId, { error: (event as { error?: unknown }).error });
      await flushPromises();
    } else if (event.type.startsWith('xstate.after.')) {
      const ms = delays.get(event.type);
      if (ms === undefined) throw new Error(`Unknown delayed event ${event.type}`);
      await vi.advanceTimersByTimeAsync(ms);
    } else if (recognizerEvents.has(event.type)) {
      fakes.sendBack([...callbackIds][0]!, event);
    } else {
      actor.send(event);
    }
    if (failsOnStart) continue; // the claimed intermediate state is passed through at once
    expect(
      serialize(spec, actor.getSnapshot()),
      `${where}: after step ${index} (${event.type})`,
    ).toBe(serialize(spec, step.state));
  }
  expect(serialize(spec, actor.getSnapshot()), `${where}: end`).toBe(serialize(spec, path.state));
  actor.stop();
}

// ---------------------------------------------------------------------------------------------
// Sample events per machine
// ---------------------------------------------------------------------------------------------

const boom = new Error('boom');

const claim = (id: string) => ({ id, content: `Claim ${id}` });

const version = (id: number) => ({
  id,
  version_number: id,
  is_current: id === 1,
  is_canonical: false,
  change_summary: null,
  created_at: '2024-01-01T00:00:00Z',
  creator: { name: 'Ada', email: 'ada@example.com' },
  parent_version: null,
});

const argument = {
  title: 'T',
  description: '',
  type: 'DEDUCTIVE' as const,
  premises: [{ content: 'P' }],
  conclusion: { content: 'C' },
};

const section = { score: 7, analysis: 'ok' };
const assessment = {
  clarity: section,
  logic: { ...section, deductivePotential: 'high' },
  strategy: { ...section, strategicApproach: 'direct' },
  weaknesses: { ...section, vulnerabilities: [] },
  counters: { ...section, anticipatedCounters: [] },
  overall: { ...section, summary: 's', recommendations: [] },
};

const settings = { detailLevel: 'basic', conviction: 0.5, constraintResolutionMode: 'coherentist' };

const specs: CoverageSpec[] = [
  {
    name: 'saveStatus',
    machine: saveStatusMachine,
    events: [
      { type: 'SAVE' },
      { type: 'RESET' },
      done(saveStatusMachine, 'saveStatus.saving', undefined),
      failed(saveStatusMachine, 'saveStatus.saving', boom),
      done(saveStatusMachine, 'saveStatus.resetting', undefined),
      failed(saveStatusMachine, 'saveStatus.resetting', boom),
    ],
  },
  {
    name: 'aiAssess',
    machine: aiAssessMachine,
    input: { tabId: 'BAYESIAN', premises: [claim('p1')], conclusion: claim('c') },
    project: (context: { premises: unknown[] }) => ({ premises: context.premises.length > 0 }),
    events: [
      { type: 'ASSESS' },
      { type: 'SET_MODEL', modelId: 'gpt-4o' },
      { type: 'SET_ARGUMENT', premises: [], conclusion: claim('c') },
      { type: 'SET_ARGUMENT', premises: [claim('p1')], conclusion: claim('c') },
      done(aiAssessMachine, 'aiAssess.assessing', {
        bayesianNetworkData: { conditionalProbabilities: { p1: 0.8 } },
      }),
      done(aiAssessMachine, 'aiAssess.assessing', { error: 'Quota exceeded' }),
      done(aiAssessMachine, 'aiAssess.assessing', {}),
      failed(aiAssessMachine, 'aiAssess.assessing', boom),
    ] as EventObject[],
  },
  {
    name: 'proofLoader',
    machine: proofLoaderMachine,
    input: { argumentId: 1 },
    events: [
      { type: 'RETRY' },
      done(proofLoaderMachine, 'proofLoader.loading', {
        success: true,
        proofStateV4: { proofLines: [{ content: 'P' }], timestamp: '2024-01-01' },
      }),
      done(proofLoaderMachine, 'proofLoader.loading', { success: false }),
      failed(
        proofLoaderMachine,
        'proofLoader.loading',
        Object.assign(new Error('Not found'), { status: 404 }),
      ),
    ],
  },
  {
    name: 'versionHistory',
    machine: versionHistoryMachine,
    input: { argumentId: 1 },
    project: (context: { versions: unknown[] }) => ({ versions: context.versions.length }),
    events: [
      { type: 'RELOAD' },
      { type: 'SNAPSHOT' },
      { type: 'TOGGLE_DETAILS', versionId: 1 },
      { type: 'REVERT', versionId: 1 },
      { type: 'REVERT', versionId: 99 },
      done(versionHistoryMachine, 'versionHistory.loading', []),
      done(versionHistoryMachine, 'versionHistory.loading', [version(1)]),
      done(versionHistoryMachine, 'versionHistory.loading', { not: 'a list' }),
      failed(versionHistoryMachine, 'versionHistory.loading', boom),
      done(versionHistoryMachine, 'versionHistory.snapshotting', {}),
      failed(versionHistoryMachine, 'versionHistory.snapshotting', boom),
      done(versionHistoryMachine, 'versionHistory.reverting', {}),
      failed(versionHistoryMachine, 'versionHistory.reverting', boom),
    ] as EventObject[],
  },
  {
    name: 'deliberation',
    machine: deliberationMachine,
    input: { deliberationId: 4 },
    project: (context: { deliberation: unknown; error: unknown }) => ({
      loaded: context.deliberation !== null,
      error: context.error !== null,
    }),
    events: [
      { type: 'RETRY' },
      { type: 'REFRESH' },
      { type: 'OPEN_NEXT_ROUND' },
      { type: 'DELETE' },
      {
        type: 'SUBMIT',
        submission: {
          premiseProbabilities: [{ claimId: 'c101', probability: 0.7 }],
          inferenceStrength: 0.8,
          fallbackSupport: 0.2,
        },
      },
      // The starter in round 2 with one submission: every command is allowed.
      done(deliberationMachine, 'deliberation.loading', { deliberation: inRoundTwo }),
      failed(deliberationMachine, 'deliberation.loading', boom),
      done(deliberationMachine, 'deliberation.ready.submitting', { deliberation: inRoundTwo }),
      failed(deliberationMachine, 'deliberation.ready.submitting', boom),
      done(deliberationMachine, 'deliberation.ready.openingRound', { deliberation: inRoundTwo }),
      failed(deliberationMachine, 'deliberation.ready.openingRound', boom),
      done(deliberationMachine, 'deliberation.ready.refreshing', { deliberation: inRoundTwo }),
      failed(deliberationMachine, 'deliberation.ready.refreshing', boom),
      done(deliberationMachine, 'deliberation.ready.deleting', { success: true }),
      failed(deliberationMachine, 'deliberation.ready.deleting', boom),
    ] as EventObject[],
  },
  {
    name: 'modelPicker',
    machine: modelPickerMachine,
    input: {},
    project: (context: { showAll: boolean }) => ({ showAll: context.showAll }),
    events: [
      { type: 'OPEN' },
      { type: 'CLOSE' },
      { type: 'TOGGLE' },
      { type: 'ESCAPE' },
      { type: 'OUTSIDE_CLICK' },
      { type: 'SET_QUERY', query: 'gpt' },
      { type: 'SET_SHOW_ALL', showAll: true },
      { type: 'SET_SHOW_ALL', showAll: false },
      { type: 'SELECT', modelId: 'gpt-4o' },
      done(modelPickerMachine, 'modelPicker.list.loading', { models: [] }),
      failed(modelPickerMachine, 'modelPicker.list.loading', boom),
    ] as EventObject[],
  },
  {
    name: 'speechInput',
    machine: speechInputMachine,
    input: { isSecureContext: true, isSupported: true },
    callbackActors: { recognizer: 'recognizer' },
    // A callback actor fails only by throwing while it starts: the recogniser's failure is
    // sampled right after START/TOGGLE (in `recording`), not once the user has asked it to stop.
    offer: (snapshot, event) =>
      event.type !== 'xstate.error.actor.recognizer' ||
      snapshot.matches({ listening: 'recording' } as never),
    events: [
      { type: 'TOGGLE' },
      { type: 'START' },
      { type: 'STOP' },
      { type: 'DISMISS_ERROR' },
      { type: 'RESULT', transcript: 'hello', isFinal: true },
      { type: 'RESULT', transcript: 'hel', isFinal: false },
      { type: 'ERROR', code: 'no-speech' },
      { type: 'ERROR', code: 'aborted' },
      { type: 'ERROR', code: 'not-allowed' },
      { type: 'END' },
      { type: 'xstate.error.actor.recognizer', error: boom },
    ] as EventObject[],
  },
  {
    name: 'assessment',
    machine: assessmentMachine,
    events: [
      { type: 'OPEN', argument, argumentId: 1 },
      { type: 'CLOSE' },
      { type: 'RETRY' },
      { type: 'SELECT_TAB', tab: 'logic' },
      done(assessmentMachine, 'assessment.open.loadingContext', null),
      done(assessmentMachine, 'assessment.open.loadingContext', { dialectic: 1 }),
      failed(assessmentMachine, 'assessment.open.loadingContext', boom),
      done(assessmentMachine, 'assessment.open.assessing', { assessment }),
      done(assessmentMachine, 'assessment.open.assessing', {}),
      failed(assessmentMachine, 'assessment.open.assessing', boom),
    ] as EventObject[],
  },
  {
    name: 'userSettings',
    machine: userSettingsMachine,
    events: [
      { type: 'UPDATE', changes: { detailLevel: 'detailed' } },
      { type: 'UPDATE', changes: { detailLevel: 'nonsense' } },
      { type: 'RELOAD' },
      { type: 'DISMISS_WARNING' },
      done(userSettingsMachine, 'userSettings.loading', { settings }),
      failed(userSettingsMachine, 'userSettings.loading', boom),
      done(userSettingsMachine, 'userSettings.ready.saving', { settings }),
      failed(userSettingsMachine, 'userSettings.ready.saving', boom),
    ] as EventObject[],
  },
  {
    name: 'linkedArgument',
    machine: linkedArgumentMachine,
    input: {
      mode: 'refute',
      originalArgumentId: 1,
      premise: { id: 'claim-1', content: 'It will rain' },
    },
    project: (context: {
      draft: { premises: { content: string }[] } | null;
      savedArgumentId: number | null;
    }) => ({
      draft:
        context.draft === null
          ? 'none'
          : context.draft.premises.some((premise) => premise.content.trim() !== '')
            ? 'filled'
            : 'blank',
      saved: context.savedArgumentId !== null,
    }),
    events: [
      { type: 'START_MANUAL' },
      { type: 'UPDATE_PREMISE', index: 0, content: 'The sky is clear' },
      { type: 'GENERATE' },
      { type: 'SAVE' },
      { type: 'CLOSE' },
      done(linkedArgumentMachine, 'linkedArgument.open.generation.generating', {
        success: true,
        argument: {
          title: 'Objection',
          description: '',
          premises: [{ content: 'AI premise' }],
          conclusion: { content: 'It will not rain' },
        },
      }),
      done(linkedArgumentMachine, 'linkedArgument.open.generation.generating', { success: false }),
      failed(linkedArgumentMachine, 'linkedArgument.open.generation.generating', boom),
      done(linkedArgumentMachine, 'linkedArgument.open.save.saving', { argumentId: 7 }),
      done(linkedArgumentMachine, 'linkedArgument.open.save.saving', { error: 'Rejected' }),
      failed(linkedArgumentMachine, 'linkedArgument.open.save.saving', boom),
    ] as EventObject[],
  },
];

// ---------------------------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------------------------

describe.each(specs)('$name: generated path coverage', (spec) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const { statePaths, transitionPaths } = generatePaths(spec);
  const paths = [...statePaths, ...transitionPaths];
  const nodes = stateNodesOf(spec.machine).filter((node) => !isTransient(node));

  it('generates paths', () => {
    expect(statePaths.length).toBeGreaterThan(1);
    expect(transitionPaths.length).toBeGreaterThanOrEqual(statePaths.length - 1);
  });

  it(`reaches every non-transient state node (${nodes.length}) with ${statePaths.length} state paths`, () => {
    const reached = new Set(
      nodes
        .filter((node) => statePaths.some((path) => isActive(path.state, node)))
        .map((node) => node.id),
    );
    const allowed = spec.unreachable ?? {};
    const missing = nodes
      .map((node) => node.id)
      .filter((id) => !reached.has(id) && !(id in allowed));
    expect(missing).toEqual([]);
    // The allow-list must not hide a state that is in fact reached.
    expect(Object.keys(allowed).filter((id) => reached.has(id))).toEqual([]);
  });

  it(`replays the ${statePaths.length} state paths and ${transitionPaths.length} transition paths on a real actor`, async () => {
    const delays = delaysOf(spec.machine);
    for (const path of paths) await replay(spec, path, delays);
  });
});
