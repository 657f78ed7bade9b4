import { CredenceApiError, createCredenceClient } from '@credence/api';

// Any server that implements the documented calls: the Credence host, or @credence/mocks.
const client = createCredenceClient({ baseUrl: 'https://credence.example' });

const { argument } = await client.getArgument({ id: 1 });
console.log(`${argument.title}: ${argument.premises.length} premises`);

try {
  await client.getArgument({ id: 999 });
} catch (error) {
  // An HTTP error answer is a CredenceApiError with the status and the server's message.
  if (error instanceof CredenceApiError) console.log(error.status, error.message);
}
