/**
 * The map of the dialectic with the argument's network figures (issue #22): loads the network
 * of the map's current argument as the reader sees it (`getArgumentNetwork`), evaluates it in
 * the browser with the network machine (the engine's `evaluateNetwork` over every argument as
 * the reader saved it), and colours each answered premise by its network credence, with the
 * argument's network P(C) under the caption. Loaded on demand: the page's first paint is the
 * plain map, which this replaces once hydrated.
 */
import { createCredenceClient } from '@credence/api';
import { NETWORK_TEXTS, networkActorsFromClient, networkMachine } from '@credence/state-machines';
import { DialecticMap, type DialecticMapProps, Stack, Text } from '@credence/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';

/** Props of {@link DialecticNetworkMap}: the map's, and the argument whose network it is. */
export interface DialecticNetworkMapProps extends DialecticMapProps {
  argumentId: number;
}

export default function DialecticNetworkMap({
  argumentId,
  premises = [],
  ...map
}: DialecticNetworkMapProps) {
  const [client] = useState(() => createCredenceClient({ baseUrl: '' }));
  const actorRef = useActorRef(
    networkMachine.provide({ actors: networkActorsFromClient(client) }),
    { input: { argumentId } },
  );
  const loading = useSelector(actorRef, (state) => state.matches('loading'));
  const { figures, computeError, error } = useSelector(actorRef, (state) => state.context);
  const coloured = useMemo(
    () =>
      premises.map((premise) => {
        const credence = figures?.claims[premise.id];
        return credence === undefined ? premise : { ...premise, credence };
      }),
    [premises, figures],
  );
  const problem = error ?? computeError;
  return (
    <Stack space="small">
      <DialecticMap
        {...map}
        premises={coloured}
        {...(figures && figures.argumentCount > 1 ? { networkPC: figures.pC } : {})}
      />
      {loading ? (
        <Text role="status" tone="secondary">
          {NETWORK_TEXTS.loading}
        </Text>
      ) : null}
      {problem ? (
        <Text role="alert" tone="critical">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
