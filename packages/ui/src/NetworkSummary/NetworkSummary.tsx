import { formatPercent } from '@credence/engine';
import { type NetworkFigures, NETWORK_TEXTS as T } from '@credence/state-machines';
import { useId } from 'react';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import type { SensitivityBar } from '../SensitivityChart/SensitivityChart';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';

/** A claim of the network as the summary names it: a short label and its text. */
export interface NetworkClaimName {
  /** E.g. `'P1 of Nuclear power'`. */
  label: string;
  text: string;
}

/** One of the user's equivalences among the network's claims, its two claims named. */
export interface NetworkEquivalenceItem {
  id: number;
  claims: readonly [NetworkClaimName, NetworkClaimName];
}

/**
 * The network's leaf claims as the sensitivity chart's bars, largest swing first, each named by
 * `claimNames` (its id when it has no name); none without figures.
 */
export function networkSensitivityBars(
  figures: NetworkFigures | null,
  claimNames: Readonly<Record<string, NetworkClaimName>>,
): SensitivityBar[] {
  return (figures?.sensitivity ?? []).map((entry) => ({
    premiseId: entry.claimId,
    label: claimNames[entry.claimId]?.label ?? entry.claimId,
    text: claimNames[entry.claimId]?.text ?? '',
    pCIfTrue: entry.pCIfTrue,
    pCIfFalse: entry.pCIfFalse,
    swing: entry.swing,
  }));
}

/** Props of {@link NetworkSummary}. */
export interface NetworkSummaryProps {
  /** Where the network's load is. */
  status: 'loading' | 'failed' | 'ready';
  /** The root's figures over the network; null while loading or when the engine refused it. */
  figures: NetworkFigures | null;
  /** Why the network cannot be evaluated (a loop, too many claims). */
  computeError?: string | null;
  /**
   * A large network's figures are being computed: before the first ones it says so; later
   * ones replace the figures shown when they arrive.
   */
  computing?: boolean;
  /** Why the load or the last "Same claim as…" failed. */
  error?: string | null;
  /** Linked arguments the user may not see, left out. */
  hiddenArguments?: number;
  /** The server stopped the walk at its limit. */
  truncated?: boolean;
  /** Claim id → its name, for the ranking of the network's leaf claims. */
  claimNames?: Readonly<Record<string, NetworkClaimName>>;
  /** "Try again" after a failed load. */
  onRetry?: () => void;
  /** The user's equivalences among the network's claims ("Claims you marked the same"). */
  equivalences?: readonly NetworkEquivalenceItem[];
  /** "Not the same claim": withdraws the equivalence of that id. Without it, no buttons. */
  onWithdrawEquivalence?: (id: number) => void;
  /** The equivalence being withdrawn: its button waits, the others are disabled. */
  withdrawingId?: number | null;
}

/**
 * The evaluator's network figures (the "Network" switch on): the root's P(C) over its network
 * beside its own local P(C), what was left out, why the network cannot be evaluated, and which
 * leaf claim anywhere in the network matters most (`networkSensitivity`, largest swing first).
 */
export function NetworkSummary({
  status,
  figures,
  computeError,
  computing = false,
  error,
  hiddenArguments = 0,
  truncated = false,
  claimNames = {},
  onRetry,
  equivalences = [],
  onWithdrawEquivalence,
  withdrawingId = null,
}: NetworkSummaryProps) {
  const equivalencesId = useId();
  const rootOnly = figures !== null && figures.argumentCount <= 1;
  const [top] = networkSensitivityBars(figures, claimNames);
  return (
    <Card component="section" space="medium">
      <Heading level="3" component="h3">
        Argument network
      </Heading>
      {status === 'loading' ? <Text role="status">{T.loading}</Text> : null}
      {status === 'failed' ? (
        <Inline space="small" alignY="center">
          <Text tone="critical" role="alert">
            {error ?? T.loadFailed}
          </Text>
          {onRetry ? (
            <Button variant="secondary" onPress={onRetry}>
              Try again
            </Button>
          ) : null}
        </Inline>
      ) : null}
      {status === 'ready' && error ? (
        <Text tone="critical" role="alert">
          {error}
        </Text>
      ) : null}
      {status === 'ready' && computeError ? (
        <Text tone="critical" role="alert">
          {computeError}
        </Text>
      ) : null}
      {status === 'ready' && computing && !figures ? (
        <Text role="status">{T.computing}</Text>
      ) : null}
      {figures ? (
        <Stack space="small">
          <Inline space="large" alignY="center">
            <Text size="large" weight="strong" tabularNumbers>
              {T.networkPC}: {formatPercent(figures.pC)}
            </Text>
            <Text size="large" tabularNumbers>
              {T.localPC}: {formatPercent(figures.localPC)}
            </Text>
          </Inline>
          {rootOnly ? <Text tone="secondary">{T.noLinks}</Text> : null}
        </Stack>
      ) : null}
      {hiddenArguments > 0 ? <Text tone="secondary">{T.hidden(hiddenArguments)}</Text> : null}
      {truncated ? <Text tone="secondary">{T.truncated}</Text> : null}
      {figures && !rootOnly && top ? (
        <Text>{T.mattersMost(top.label, Math.round(Math.abs(top.swing) * 100))}</Text>
      ) : null}
      {equivalences.length > 0 ? (
        <Stack component="section" space="small" aria-labelledby={equivalencesId}>
          <Heading level="4" component="h4" id={equivalencesId}>
            {T.equivalencesTitle}
          </Heading>
          <Stack component="ul" space="small" aria-labelledby={equivalencesId}>
            {equivalences.map(({ id, claims: [one, other] }) => (
              <Inline component="li" key={id} space="small" alignY="center">
                <Text>
                  “{one.text}” ({one.label}) = “{other.text}” ({other.label})
                </Text>
                {onWithdrawEquivalence ? (
                  <Button
                    variant="secondary"
                    size="small"
                    isPending={withdrawingId === id}
                    isDisabled={withdrawingId !== null && withdrawingId !== id}
                    aria-label={T.withdrawEquivalenceName(one.text, other.text)}
                    onPress={() => onWithdrawEquivalence(id)}
                  >
                    {T.withdrawEquivalence}
                  </Button>
                ) : null}
              </Inline>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Card>
  );
}
