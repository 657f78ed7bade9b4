import '@credence/ui/styles.css';
import { createCredenceClient } from '@credence/api';
import { ADA_ID, REMOTE_WORK_ID } from '@credence/mocks';
import { setupMockWorker } from '@credence/mocks/browser';
import { ArgumentEvaluator, CredenceProvider } from '@credence/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// A mock Credence backend inside the page (MSW): drop it once a real server answers the calls.
const { worker } = setupMockWorker();

// Calls go to this page's origin, where the mock worker answers them.
const client = createCredenceClient({ baseUrl: '' });

worker.start({ onUnhandledRequest: 'bypass' }).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <CredenceProvider client={client} userId={ADA_ID} userRole="USER">
        <ArgumentEvaluator argumentId={REMOTE_WORK_ID} />
      </CredenceProvider>
    </StrictMode>,
  );
});
