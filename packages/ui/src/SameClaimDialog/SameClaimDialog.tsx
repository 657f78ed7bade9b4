import type { CallOutput } from '@credence/api';
import { NETWORK_TEXTS as T } from '@credence/state-machines';
import { useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { useCredence } from '../CredenceProvider/CredenceProvider';
import { Dialog } from '../Dialog/Dialog';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';

/** One claim found by `searchClaims`, with the argument it belongs to. */
export type SameClaimCandidate = CallOutput<'searchClaims'>['claims'][number];

/** Props of {@link SameClaimDialog}. */
export interface SameClaimDialogProps {
  /** The premise to declare the same as another claim. */
  claim: { id: string; label: string; text: string };
  /** Called with the chosen claim's id (the dialog stays open until `onClose`). */
  onChoose: (otherClaimId: string) => void;
  onClose: () => void;
  /** A "Same claim as…" under way: the choices wait. */
  isPending?: boolean;
  /** Why the last choice was refused (e.g. declared already). */
  error?: string | null;
}

/** A search waits this long after the last keystroke. */
const SEARCH_DELAY_MS = 250;

/**
 * "Same claim as…": searches the claims the user may see (`searchClaims`, by their words) and
 * lists each with its argument's title; choosing one declares the premise and it the same claim
 * (one variable in the user's network view). The premise itself is not offered.
 */
export function SameClaimDialog({
  claim,
  onChoose,
  onClose,
  isPending = false,
  error,
}: SameClaimDialogProps) {
  const { client } = useCredence();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; claims: SameClaimCandidate[] } | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (q === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client.searchClaims({ q }, { signal: controller.signal }).then(
        ({ claims }) => {
          setSearchError(null);
          setFound({ query: q, claims: claims.filter((candidate) => candidate.id !== claim.id) });
        },
        (failure: unknown) => {
          if (!controller.signal.aborted) setSearchError(String((failure as Error)?.message));
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, query, claim.id]);

  const shown = query.trim() !== '' && found?.query === query.trim() ? found.claims : null;
  return (
    <Dialog
      title={T.sameClaimTitle}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Stack space="medium">
        <Text>
          {claim.label}: {claim.text}
        </Text>
        <TextField
          label={T.searchLabel}
          type="search"
          value={query}
          onChange={setQuery}
          autoFocus
        />
        {error ? (
          <Text tone="critical" role="alert">
            {error}
          </Text>
        ) : null}
        {searchError ? (
          <Text tone="critical" role="alert">
            {searchError}
          </Text>
        ) : null}
        {shown && shown.length === 0 ? <Text role="status">{T.searchEmpty}</Text> : null}
        {shown && shown.length > 0 ? (
          <Stack space="small" component="ul" aria-label="Claims found">
            {shown.map((candidate) => (
              <Stack key={candidate.id} space="xsmall" component="li">
                <Text>{candidate.content}</Text>
                <Text size="small" tone="secondary">
                  {candidate.role === 'CONCLUSION' ? 'Conclusion' : 'Premise'} of “
                  {candidate.argumentTitle}”
                </Text>
                <Button
                  variant="secondary"
                  size="small"
                  isDisabled={isPending}
                  onPress={() => onChoose(candidate.id)}
                  aria-label={`This is the same claim: “${candidate.content}” in “${candidate.argumentTitle}”`}
                >
                  This is the same claim
                </Button>
              </Stack>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Dialog>
  );
}
