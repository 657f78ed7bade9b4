/** A small dialectic for the map's stories and tests: an argument, two answers, one answer to an answer. */
import type { DialecticMapLink, DialecticMapNode, DialecticMapPremise } from './dialecticLayout';

const href = (id: number) => `/argumentevaluator?argumentId=${id}`;

export const sampleNodes: DialecticMapNode[] = [
  {
    id: 3,
    title: 'Nuclear power is the best way to cut emissions',
    argumentType: 'INDUCTIVE',
    pC: 0.62,
    href: href(3),
    isCurrent: true,
  },
  {
    id: 4,
    title: 'Objection: nuclear waste stays dangerous for millennia',
    argumentType: 'INDUCTIVE',
    pC: 0.48,
    href: href(4),
  },
  {
    id: 5,
    title: 'Support: reactors run day and night, whatever the weather',
    argumentType: 'DEDUCTIVE',
    pC: 0.9,
    href: href(5),
  },
  {
    id: 6,
    title: 'Objection to the objection: deep geological storage isolates the waste safely',
    argumentType: 'INDUCTIVE',
    pC: null,
    href: href(6),
  },
];

export const sampleLinks: DialecticMapLink[] = [
  { sourceId: 4, targetId: 3, linkType: 'refute' },
  { sourceId: 5, targetId: 3, linkType: 'support' },
  { sourceId: 6, targetId: 4, linkType: 'refute' },
];

/** Argument 3's premises: the objection (4) answers the second, the support (5) the first. */
export const samplePremises: DialecticMapPremise[] = [
  {
    id: 'n1',
    argumentId: 3,
    label: 'Premise 1',
    text: 'Reactors emit almost no carbon dioxide while they run.',
  },
  {
    id: 'n2',
    argumentId: 3,
    label: 'Premise 2',
    text: 'The waste of nuclear power can be handled safely and cheaply enough for generations to come',
  },
];

/** The sample's links, the two answers to argument 3 aimed at its premises. */
export const samplePremiseLinks: DialecticMapLink[] = [
  { sourceId: 4, targetId: 3, linkType: 'refute', targetPremiseId: 'n2' },
  { sourceId: 5, targetId: 3, linkType: 'support', targetPremiseId: 'n1' },
  { sourceId: 6, targetId: 4, linkType: 'refute' },
];
