/**
 * The share page's read-only evaluator: the argument (title, type, author, summary, premises and
 * conclusion) and, when the reader has evaluated it, their own credences, inference strength and
 * P(C) as meters — never anyone else's evaluation. Every text is React text, never HTML.
 */
import {
  Badge,
  ButtonLink,
  Card,
  CredenceMeter,
  Heading,
  InferenceStrengthBar,
  Inline,
  Stack,
  Text,
} from '@credence/ui';

/** What the page shows (the loader's answer). */
export interface SharedArgumentData {
  id: number;
  title: string;
  summarizedDescription: string;
  argumentType: 'DEDUCTIVE' | 'INDUCTIVE';
  creator: string;
  premises: { id: string; content: string; credence: number | null }[];
  conclusion: { content: string; credence: number | null };
  /** The reader's inference strength, when they have evaluated the argument. */
  inferenceStrength: number | null;
  signedIn: boolean;
  loginHref: string;
}

function Evaluate({ data }: { data: SharedArgumentData }) {
  if (!data.signedIn) {
    return (
      <Card tone="info" accent space="small">
        <Text>Sign in to evaluate this argument yourself: give each premise your credence.</Text>
        <Inline space="small">
          <ButtonLink href={data.loginHref}>Sign in</ButtonLink>
        </Inline>
      </Card>
    );
  }
  const evaluated = data.inferenceStrength !== null;
  return (
    <Card tone="info" accent space="small">
      <Text>
        {evaluated
          ? 'These are your own credences, shown read-only here.'
          : 'You have not evaluated this argument yet.'}
      </Text>
      <Inline space="small">
        <ButtonLink href={`/argumentevaluator?argumentId=${data.id}`}>
          Open in the evaluator
        </ButtonLink>
      </Inline>
    </Card>
  );
}

/** The read-only evaluator of a shared argument. */
export function SharedArgumentView({ data }: { data: SharedArgumentData }) {
  const deductive = data.argumentType === 'DEDUCTIVE';
  return (
    <Stack component="article" space="xlarge" aria-labelledby="shared-argument-title">
      <Stack space="small">
        <Inline space="xsmall" alignY="center">
          <Badge tone={deductive ? 'brand' : 'info'}>{deductive ? 'Deductive' : 'Inductive'}</Badge>
          <Text component="span" size="small" tone="secondary">
            {deductive ? 'Deductive argument' : 'Inductive argument'} · by {data.creator}
          </Text>
        </Inline>
        <Heading level="1" id="shared-argument-title" breakWords>
          {data.title}
        </Heading>
        {data.summarizedDescription ? (
          <Text tone="secondary" breakWords>
            {data.summarizedDescription}
          </Text>
        ) : null}
      </Stack>
      <Stack component="section" space="small" aria-labelledby="shared-premises">
        <Heading level="2" id="shared-premises">
          Premises
        </Heading>
        <Stack component="ol" space="xsmall">
          {data.premises.map((premise, index) => (
            <Card
              component="li"
              key={premise.id}
              space="xsmall"
              aria-label={`Premise ${index + 1}`}
            >
              <Text breakWords>
                <Text component="span" weight="strong">
                  P{index + 1}.
                </Text>{' '}
                {premise.content}
              </Text>
              {premise.credence === null ? null : (
                <CredenceMeter label="Your credence" value={premise.credence} />
              )}
            </Card>
          ))}
        </Stack>
      </Stack>
      {data.inferenceStrength === null ? null : (
        <InferenceStrengthBar strength={data.inferenceStrength} locked={deductive} />
      )}
      <Stack component="section" space="small" aria-labelledby="shared-conclusion">
        <Heading level="2" id="shared-conclusion">
          Conclusion
        </Heading>
        <Card tone="brand" space="xsmall">
          <Text weight="strong" breakWords>
            {data.conclusion.content}
          </Text>
          {data.conclusion.credence === null ? null : (
            <CredenceMeter label="Your P(C)" value={data.conclusion.credence} />
          )}
        </Card>
      </Stack>
      <Evaluate data={data} />
    </Stack>
  );
}
