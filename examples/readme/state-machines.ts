import { createCredenceClient } from '@credence/api';
import { modelPickerActorsFromClient, modelPickerMachine } from '@credence/state-machines';
import { createActor, waitFor } from 'xstate';

const client = createCredenceClient({ baseUrl: 'https://credence.example' });

// A machine reaches the server only through the actors it is given.
const picker = createActor(
  modelPickerMachine.provide({ actors: modelPickerActorsFromClient(client) }),
  { input: {} },
).start();

const ready = await waitFor(picker, (snapshot) => snapshot.matches({ list: 'ready' }));
console.log(ready.context.selectedModelId, `of ${ready.context.models.length} models`);
picker.stop();
