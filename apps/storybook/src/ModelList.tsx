import {
  type CredenceClient,
  createCredenceClient,
  createMemoryStorage,
  type ModelValue,
} from '@credence/api';
import { useEffect, useState } from 'react';

/** Props of {@link ModelList}. */
export interface ModelListProps {
  /** Whose settings to read (the settings cache key); default Ada (1). */
  userId?: number;
  /** The client to use; default a fresh one on the page's origin with an in-memory cache. */
  client?: CredenceClient;
}

type Loaded = {
  models: ModelValue[];
  settings: Awaited<ReturnType<CredenceClient['getUserSettings']>>;
};

/**
 * Fetches the selectable models (GET /api/models) and the user's settings (GET
 * /api/user/settings) through `@credence/api`'s client and lists them: a small component that
 * proves the MSW worker answers in the browser.
 */
export function ModelList({ userId = 1, client }: ModelListProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const api =
      client ??
      createCredenceClient({ baseUrl: '', storage: createMemoryStorage(), onWarning: () => {} });
    const controller = new AbortController();
    Promise.all([
      api.listModels({}, { signal: controller.signal }),
      api.getUserSettings({ userId }, { signal: controller.signal }),
    ]).then(([models, settings]) => {
      if (!controller.signal.aborted) setLoaded({ models, settings });
    });
    return () => controller.abort();
  }, [client, userId]);

  if (!loaded) return <p role="status">Loading models…</p>;
  return (
    <section aria-label="AI models">
      <ul aria-label="Models">
        {loaded.models.map((model) => (
          <li key={model.id} data-model-id={model.id}>
            {model.name} ({model.provider})
          </li>
        ))}
      </ul>
      <p>
        Settings: {loaded.settings.constraintResolutionMode}, conviction{' '}
        {loaded.settings.conviction}, detail {loaded.settings.detailLevel}
      </p>
    </section>
  );
}
