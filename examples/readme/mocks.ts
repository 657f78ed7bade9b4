import { createCredenceClient } from '@credence/api';
import { ADA_ID } from '@credence/mocks';
import { setupMockServer } from '@credence/mocks/node';

// Every Credence call answered in this process, from a store seeded with sample data.
const { server, scenarios } = setupMockServer();
server.listen({ onUnhandledRequest: 'error' });

const client = createCredenceClient({ baseUrl: 'http://localhost' });
const settings = await client.getUserSettings({ userId: ADA_ID });
console.log(`Ada's conviction: ${settings.conviction}`);

scenarios.set('getArgument', 'server-error');
await client.getArgument({ id: 1 }).catch((error: Error) => console.log(error.message));

server.close();
