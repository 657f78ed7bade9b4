import { DURATIONS } from '@credence/engine';
import { setup } from 'xstate';

/**
 * While the panel waits for its data it shows a loading line; after `DURATIONS.forcedDisplay`
 * (15 s) it shows what it has anyway (the spec's forced display). A timer belongs in a
 * statechart (`after`), not in a component's `setTimeout`. The delay can be provided
 * (`machine.provide({ delays: { forcedDisplay } })`) for stories and tests.
 */
export const forcedDisplayMachine = setup({
  delays: { forcedDisplay: DURATIONS.forcedDisplay },
}).createMachine({
  id: 'forcedDisplay',
  initial: 'waiting',
  states: {
    waiting: { after: { forcedDisplay: 'forced' } },
    forced: { type: 'final' },
  },
});
