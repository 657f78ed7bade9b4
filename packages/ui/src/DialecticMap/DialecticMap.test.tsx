import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { DialecticMap } from './DialecticMap';
import {
  sampleLinks,
  sampleNodes,
  samplePremiseLinks,
  samplePremises,
} from './DialecticMap.sample';
import {
  ANSWER_LINE_CHARS,
  layoutDialectic,
  NODE_HEIGHT,
  NODE_WIDTH,
  pCLabel,
  TITLE_LINE_CHARS,
  wrapTitle,
} from './dialecticLayout';

const renderMap = (nodes = sampleNodes, links = sampleLinks) =>
  render(
    <ThemeRoot>
      <button type="button">Before the map</button>
      <DialecticMap nodes={nodes} links={links} />
    </ThemeRoot>,
  );

describe('DialecticMap', () => {
  it('draws each argument as a link to its evaluator, named by title, type and P(C)', async () => {
    const screen = await renderMap();
    const map = screen.getByRole('group', { name: 'Dialectic map' });
    const links = map.getByRole('link').elements();
    expect(links).toHaveLength(4);
    // Real SVG <a> elements.
    expect(links.every((link) => link.namespaceURI === 'http://www.w3.org/2000/svg')).toBe(true);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      sampleNodes.map((node) => node.href),
    );
    // Each link's accessible name is its SVG <title>: everything the box shows, the whole title.
    const names = [
      'Nuclear power is the best way to cut emissions (this argument): Inductive, P(C) 62%',
      'Objection: nuclear waste stays dangerous for millennia: Inductive, P(C) 48%',
      'Support: reactors run day and night, whatever the weather: Deductive, P(C) 90%',
      'Objection to the objection: deep geological storage isolates the waste safely: Inductive, P(C) not evaluated',
    ];
    expect(links.map((link) => link.querySelector('title')?.textContent)).toEqual(names);
    for (const [index, name] of names.entries()) {
      await expect.element(map.getByRole('link', { name, exact: true })).toBe(links[index]);
    }
  });

  it('labels every edge "objects to" or "supports", objections dashed, and says each in words', async () => {
    const screen = await renderMap();
    const svg = screen.getByRole('group', { name: 'Dialectic map' }).element();
    const labels = [...svg.querySelectorAll('g[aria-hidden] text')].map((text) => text.textContent);
    expect(labels.sort()).toEqual(['objects to', 'objects to', 'supports']);
    const paths = [...svg.querySelectorAll('g[aria-hidden] path')];
    const dashes = paths.map((path) => getComputedStyle(path).strokeDasharray);
    expect(dashes.filter((dash) => dash !== 'none')).toHaveLength(2);
    expect(paths.every((path) => path.getAttribute('marker-end')?.startsWith('url(#'))).toBe(true);
    const sentences = screen.getByRole('list', { name: 'Relationships' }).getByRole('listitem');
    expect(sentences.elements().map((item) => item.textContent)).toEqual([
      '“Objection: nuclear waste stays dangerous for millennia” objects to “Nuclear power is the best way to cut emissions”',
      '“Support: reactors run day and night, whatever the weather” supports “Nuclear power is the best way to cut emissions”',
      '“Objection to the objection: deep geological storage isolates the waste safely” objects to “Objection: nuclear waste stays dangerous for millennia”',
    ]);
    await expect
      .element(screen.getByRole('list', { name: 'Arguments' }))
      .toHaveTextContent('(this argument) Inductive, P(C) 62%');
  });

  it('is reached with Tab, node after node, with a focus ring in the theme’s focus colour', async () => {
    const screen = await renderMap();
    const links = screen.getByRole('group', { name: 'Dialectic map' }).getByRole('link');
    await screen.getByRole('button', { name: 'Before the map' }).click();
    const rings: string[] = [];
    for (const link of links.elements()) {
      await userEvent.tab();
      expect(document.activeElement).toBe(link);
      const box = link.querySelector('rect');
      if (!box) throw new Error('a node without its box');
      rings.push(`${getComputedStyle(box).stroke} ${getComputedStyle(box).strokeWidth}`);
    }
    // The light theme's focus colour (#2563eb), 4 units wide.
    expect(new Set(rings)).toEqual(new Set(['rgb(37, 99, 235) 4px']));
    // Without focus the box has its border colour.
    await userEvent.tab();
    const last = links.elements().at(-1)?.querySelector('rect');
    expect(getComputedStyle(last as Element).stroke).not.toBe('rgb(37, 99, 235)');
  });

  it('places answers below the argument they answer, without overlapping boxes', () => {
    const layout = layoutDialectic(sampleNodes, sampleLinks);
    const at = new Map(layout.nodes.map((node) => [node.id, node]));
    for (const link of layout.links) {
      expect(at.get(link.sourceId)!.y).toBeGreaterThan(at.get(link.targetId)!.y);
    }
    for (const a of layout.nodes) {
      for (const b of layout.nodes) {
        if (a === b) continue;
        const apart =
          a.x + NODE_WIDTH <= b.x ||
          b.x + NODE_WIDTH <= a.x ||
          a.y + NODE_HEIGHT <= b.y ||
          b.y + NODE_HEIGHT <= a.y;
        expect(apart, `${a.id} and ${b.id}`).toBe(true);
      }
    }
    for (const node of layout.nodes) {
      expect(node.x).toBeGreaterThanOrEqual(0);
      expect(node.x + NODE_WIDTH).toBeLessThanOrEqual(layout.width);
      expect(node.y + NODE_HEIGHT).toBeLessThanOrEqual(layout.height);
    }
    expect(layoutDialectic(sampleNodes, sampleLinks)).toEqual(layout);
  });

  it('leaves out links to arguments not on the map, to themselves, and repeated ones', () => {
    const layout = layoutDialectic(sampleNodes.slice(0, 2), [
      { sourceId: 4, targetId: 3, linkType: 'refute' },
      { sourceId: 4, targetId: 3, linkType: 'support' },
      { sourceId: 3, targetId: 3, linkType: 'refute' },
      { sourceId: 5, targetId: 3, linkType: 'support' },
    ]);
    expect(layout.links.map((link) => [link.sourceId, link.targetId, link.linkType])).toEqual([
      [4, 3, 'refute'],
    ]);
    expect(layout.links[0]!.points.length).toBeGreaterThanOrEqual(2);
  });

  it('wraps titles into two lines, cutting long ones with an ellipsis', () => {
    expect(wrapTitle('Short title')).toEqual(['Short title']);
    expect(wrapTitle('Nuclear power is the best way to cut emissions')).toEqual([
      'Nuclear power is the best',
      'way to cut emissions',
    ]);
    const long = wrapTitle(
      'An argument whose title goes on and on, far longer than any box could ever show',
    );
    expect(long).toHaveLength(2);
    expect(long[1]).toMatch(/…$/);
    expect(long.every((line) => line.length <= TITLE_LINE_CHARS)).toBe(true);
    // Cut at a word boundary, never inside a word.
    expect(long).toEqual(['An argument whose title', 'goes on and on, far longer…']);
    expect(wrapTitle('Objection: nuclear waste stays dangerous for millennia', 30, 1)).toEqual([
      'Objection: nuclear waste…',
    ]);
    expect(wrapTitle('x'.repeat(70))).toEqual([
      'x'.repeat(TITLE_LINE_CHARS),
      `${'x'.repeat(TITLE_LINE_CHARS - 1)}…`,
    ]);
    // Wide characters count twice, accents not at all; a character is never cut in two.
    const chinese = wrapTitle('核能是减少排放的最佳方式因为反应堆昼夜运行而且几乎不排放二氧化碳');
    expect(chinese).toEqual(['核能是减少排放的最佳方式因', '为反应堆昼夜运行而且几乎不…']);
    expect(wrapTitle('Café crème brûlée au four'.normalize('NFD'))).toEqual([
      'Café crème brûlée au four'.normalize('NFD'),
    ]);
    // Capitals are wider than lower-case letters.
    expect(wrapTitle('WHY MOST WOMEN WANT MORE WORKPLACE MENTORS')).toEqual([
      'WHY MOST WOMEN WANT',
      'MORE WORKPLACE…',
    ]);
    const emoji = wrapTitle('👩‍🔬'.repeat(30));
    expect(emoji).toEqual(['👩‍🔬'.repeat(13), `${'👩‍🔬'.repeat(13)}…`]);
    expect(pCLabel(0.125)).toBe('P(C) 13%');
    expect(pCLabel(null)).toBe('P(C) not evaluated');
  });

  // Widths of CJK characters and emoji are checked in wrapTitle's test above: this machine's
  // Chromium has no CJK or emoji font, so it draws them as narrower empty boxes.
  it('keeps a title of capitals, the widest Latin text, inside its box', async () => {
    const titles = [
      'NUCLEAR POWER IS THE BEST WAY TO CUT EMISSIONS NOW',
      'WHY MOST WOMEN WANT MORE WORKPLACE MENTORS',
    ];
    const nodes = titles.map((title, index) => ({
      ...sampleNodes[0]!,
      id: index + 1,
      title,
      href: `/argumentevaluator?argumentId=${index + 1}`,
      isCurrent: false,
    }));
    const screen = await renderMap(nodes, []);
    const svg = screen.getByRole('group', { name: 'Dialectic map' }).element();
    for (const link of svg.querySelectorAll('a')) {
      const box = link.querySelector('rect')!.getBoundingClientRect();
      for (const line of link.querySelectorAll('tspan')) {
        const rect = line.getBoundingClientRect();
        expect(rect.left).toBeGreaterThanOrEqual(box.left);
        expect(rect.right, line.textContent ?? '').toBeLessThanOrEqual(box.right);
      }
    }
  });

  describe('links that answer a premise', () => {
    const renderPremiseMap = () =>
      render(
        <ThemeRoot>
          <button type="button">Before the map</button>
          <DialecticMap nodes={sampleNodes} links={samplePremiseLinks} premises={samplePremises} />
        </ThemeRoot>,
      );

    it('points the arrow at the premise’s card, drawn between the argument and its answer', () => {
      const layout = layoutDialectic(sampleNodes, samplePremiseLinks, samplePremises);
      const argument = layout.nodes.find((node) => node.id === 3)!;
      for (const link of layout.links.filter((l) => l.targetPremiseId)) {
        const card = layout.premises.find((premise) => premise.id === link.targetPremiseId)!;
        const source = layout.nodes.find((node) => node.id === link.sourceId)!;
        // Answer below the card, card below its argument (arrows point up).
        expect(source.y).toBeGreaterThan(card.y + card.height);
        expect(card.y).toBeGreaterThan(argument.y + NODE_HEIGHT);
        // The arrow ends on the card's lower edge, within its width.
        const end = link.points.at(-1)!;
        expect(end.y).toBeCloseTo(card.y + card.height, 0);
        expect(end.x).toBeGreaterThanOrEqual(card.x);
        expect(end.x).toBeLessThanOrEqual(card.x + NODE_WIDTH);
      }
      // Each card is joined to its argument's box.
      expect(layout.premiseJoins.map((join) => join.premiseId).sort()).toEqual(['n1', 'n2']);
      // A premise no link answers is not drawn; a link to a premise of another argument, or to
      // an unknown premise, points at the argument.
      const other = layoutDialectic(
        sampleNodes,
        [
          { sourceId: 6, targetId: 4, linkType: 'refute', targetPremiseId: 'n1' },
          { sourceId: 5, targetId: 3, linkType: 'support', targetPremiseId: 'nowhere' },
        ],
        samplePremises,
      );
      expect(other.premises).toEqual([]);
      expect(other.links.every((link) => link.targetPremiseId === undefined)).toBe(true);
    });

    it('says a network credence on a row of its own, between the text and the answers, inside the card', async () => {
      const premises = samplePremises.map((premise) => ({ ...premise, credence: 0.63 }));
      const screen = await render(
        <ThemeRoot>
          <DialecticMap nodes={sampleNodes} links={samplePremiseLinks} premises={premises} />
        </ThemeRoot>,
      );
      const map = screen.getByRole('group', { name: 'Dialectic map' });
      const card = map.element().querySelector('[data-premise-id="n2"]')!;
      const box = card.querySelector(':scope > rect')!.getBoundingClientRect();
      const row = (text: string) =>
        [...card.querySelectorAll('text, tspan')].find((node) => node.textContent === text);
      const label = row('Premise 2')!.getBoundingClientRect();
      const credence = row('Network credence 63%')!.getBoundingClientRect();
      const answer = card.querySelector('a text')!.getBoundingClientRect();
      expect(credence.top).toBeGreaterThan(label.bottom - 1);
      expect(answer.top).toBeGreaterThan(credence.bottom - 1);
      for (const rect of [label, credence, answer]) {
        expect(rect.left).toBeGreaterThanOrEqual(box.left);
        expect(rect.right).toBeLessThanOrEqual(box.right);
        expect(rect.bottom).toBeLessThanOrEqual(box.bottom);
      }
    });

    it('lists each answer on the premise card as a link to it, reached with Tab', async () => {
      const screen = await renderPremiseMap();
      const map = screen.getByRole('group', { name: 'Dialectic map' });
      const card = map.element().querySelector('[data-premise-id="n2"]');
      expect(card?.textContent).toContain('Premise 2');
      // Its title says what it is already: no "Objection: Objection: …".
      expect(card?.textContent).toContain('Objection: nuclear waste…');
      expect(card?.textContent).not.toContain('Objection: Objection');
      const answer = map.getByRole('link', {
        name: 'Objection to Premise 2 of “Nuclear power is the best way to cut emissions”: Objection: nuclear waste stays dangerous for millennia',
        exact: true,
      });
      await expect.element(answer).toHaveAttribute('href', '/argumentevaluator?argumentId=4');
      const lines = [...map.element().querySelectorAll('[data-premise-id] a text')];
      expect(lines.every((line) => (line.textContent ?? '').length <= ANSWER_LINE_CHARS)).toBe(
        true,
      );
      // Tab order: the four argument boxes, then the answers on the cards.
      await screen.getByRole('button', { name: 'Before the map' }).click();
      for (let step = 0; step < 6; step++) await userEvent.tab();
      expect(document.activeElement?.closest('[data-premise-id]')).not.toBeNull();
      await expect
        .element(screen.getByRole('list', { name: 'Relationships' }))
        .toHaveTextContent(
          '“Objection: nuclear waste stays dangerous for millennia” objects to Premise 2 of “Nuclear power is the best way to cut emissions”: “The waste of nuclear power can be handled safely and cheaply enough for generations to come”',
        );
    });
  });
});
