/**
 * /explore without an argument: every dialectic the user can see — groups of arguments joined by
 * objections and supporting arguments — each opening its map in the Dialectic Manager.
 */
import { Badge, Card, Heading, Inline, Link, Stack, Text } from '@credence/ui';

/** One dialectic as the index lists it. */
export interface DialecticEntry {
  /** The argument the group answers (its map opens on it). */
  root: { id: number; title: string };
  /** The other arguments' titles. */
  others: string[];
  /** How many objections and supports join the group. */
  links: number;
}

/** The map of a dialectic, opened on its root argument. */
export function dialecticHref(rootId: number): string {
  return `/explore?mode=dialectic&argumentId=${rootId}`;
}

/** The list of dialectics (or a sentence when there is none). */
export function ExploreIndex({ dialectics }: { dialectics: readonly DialecticEntry[] }) {
  if (dialectics.length === 0) {
    return (
      <Text tone="secondary">
        No linked arguments yet. Answer a premise with an objection or a supporting argument in the
        evaluator, and its dialectic shows here.
      </Text>
    );
  }
  return (
    <Stack component="ul" space="small" aria-label="Dialectics">
      {dialectics.map(({ root, others, links }) => (
        <Card component="li" key={root.id} space="xsmall">
          <Heading level="4" component="h2" breakWords>
            <Link href={dialecticHref(root.id)}>{root.title}</Link>
          </Heading>
          <Inline space="xsmall" alignY="center">
            <Badge tone="info">{others.length + 1} arguments</Badge>
            <Badge>
              {links} {links === 1 ? 'link' : 'links'}
            </Badge>
          </Inline>
          {others.length > 0 ? (
            <Text size="small" tone="secondary" breakWords>
              With {others.map((title) => `“${title}”`).join(', ')}
            </Text>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}
