/**
 * /explore for one argument: three tabs — the argument itself, the map of its dialectic
 * (`DialecticMap`; once hydrated, `DialecticNetworkMap` colours its claims by their network
 * credence), and the linked arguments as cards saying whom each answers. Which tab is selected is
 * the page's `initialTab` (the route keeps it in the address).
 */
import {
  ArgumentCard,
  DialecticMap,
  type DialecticMapLink,
  type DialecticMapNode,
  Heading,
  Inline,
  Link,
  linkVerb,
  Stack,
  Tabs,
  Text,
} from '@credence/ui';
import { lazy, Suspense } from 'react';
import type { ArgumentSummaryValue } from '../models/arguments.server.ts';
import type { DialecticViewValue } from '../models/explore.server.ts';
import { evaluatorHref } from '../shell/hrefs.ts';
import { useHydrated } from '../shell/useHydrated.ts';
import { EXPLORE_TABS, type ExploreTabId } from './exploreTabs.ts';

/** The map with the network's figures: its machine and the engine's network code load on demand. */
const DialecticNetworkMap = lazy(() => import('./DialecticNetworkMap.tsx'));

/** Props of {@link DialecticTabs}. */
export interface DialecticTabsProps {
  view: DialecticViewValue;
  /** The Dialectic Manager (`mode=dialectic`): the map is what the page is for. */
  dialectic: boolean;
  selected: ExploreTabId;
  onSelect: (tab: ExploreTabId) => void;
}

/** "objects to “X”; supports “Y”": what an argument answers among those shown. */
function answers(view: DialecticViewValue, id: number): string {
  const titles = new Map(
    [view.argument, ...view.linked].map((summary) => [summary.id, summary.title]),
  );
  return view.links
    .filter((link) => link.sourceArgumentId === id && titles.has(link.targetArgumentId))
    .map((link) => `${linkVerb(link.linkType)} “${titles.get(link.targetArgumentId)}”`)
    .join('; ');
}

function card(
  view: DialecticViewValue,
  summary: ArgumentSummaryValue,
  component: 'li' | 'article',
) {
  return (
    <ArgumentCard
      key={summary.id}
      component={component}
      headingComponent={component === 'li' ? 'h3' : 'h2'}
      title={summary.title}
      href={evaluatorHref(summary.id)}
      argumentType={summary.argumentType}
      visibility={summary.visibility}
      description={summary.summarizedDescription}
      pC={view.pC[summary.id] ?? null}
      byline={answers(view, summary.id) || undefined}
    />
  );
}

/** The argument's three tabs, `selected` open; `onSelect` when the reader picks another. */
export function DialecticTabs({ view, dialectic, selected, onSelect }: DialecticTabsProps) {
  const nodes: DialecticMapNode[] = [view.argument, ...view.linked].map((summary) => ({
    id: summary.id,
    title: summary.title,
    argumentType: summary.argumentType,
    pC: view.pC[summary.id] ?? null,
    href: evaluatorHref(summary.id),
    isCurrent: summary.id === view.argument.id,
  }));
  const links: DialecticMapLink[] = view.links.map((link) => ({
    sourceId: link.sourceArgumentId,
    targetId: link.targetArgumentId,
    linkType: link.linkType,
    ...(link.targetClaimId ? { targetPremiseId: link.targetClaimId } : {}),
  }));
  const none = <Text tone="secondary">No linked arguments you can see.</Text>;
  const hydrated = useHydrated();
  const mapProps = {
    nodes,
    links,
    premises: view.premises,
    label: `Dialectic map of “${view.argument.title}”: each box opens the argument in the evaluator; your P(C) where you have evaluated it`,
  };
  // The server's first paint, and the map until the network code arrives.
  const plainMap = <DialecticMap {...mapProps} />;
  const content: Record<ExploreTabId, JSX.Element> = {
    argument: (
      <Stack space="medium">
        {card(view, view.argument, 'article')}
        <Inline space="medium">
          <Link href={evaluatorHref(view.argument.id)}>Open in the evaluator</Link>
          {dialectic ? null : (
            <Link href={`/explore?mode=dialectic&argumentId=${view.argument.id}`}>
              Open the Dialectic Manager
            </Link>
          )}
        </Inline>
      </Stack>
    ),
    map: (
      <Stack component="section" space="medium" aria-labelledby="dialectic-map-heading">
        <Heading level="2" id="dialectic-map-heading">
          Map of the dialectic
        </Heading>
        {view.linked.length === 0 ? none : null}
        {hydrated && selected === 'map' ? (
          <Suspense fallback={plainMap}>
            <DialecticNetworkMap argumentId={view.argument.id} {...mapProps} />
          </Suspense>
        ) : (
          plainMap
        )}
      </Stack>
    ),
    linked: (
      <Stack component="section" space="medium" aria-labelledby="linked-arguments-heading">
        <Heading level="2" id="linked-arguments-heading">
          Linked arguments
        </Heading>
        {view.linked.length === 0 ? (
          none
        ) : (
          <Stack component="ul" space="small" aria-labelledby="linked-arguments-heading">
            {view.linked.map((summary) => card(view, summary, 'li'))}
          </Stack>
        )}
      </Stack>
    ),
  };
  return (
    <Tabs
      label="Explore"
      items={EXPLORE_TABS.map((tab) => ({
        id: tab.id,
        label: tab.label,
        content: content[tab.id],
      }))}
      selectedKey={selected}
      onSelectionChange={(id) => onSelect(id as ExploreTabId)}
    />
  );
}
