import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import {
  argumentImagePath,
  argumentImageSvg,
  escapeXml,
  renderArgumentSvg,
  svgVersion,
  wrapText,
} from './argumentImage.server.ts';
import { createArgument } from './arguments.server.ts';
import { saveUserArgument } from './evaluations.server.ts';
import { createUser } from './users.server.ts';

/** Every `<text>` element's content, unescaped, in document order. */
function texts(svg: string): string[] {
  return [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((match) =>
    (match[1] ?? '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

const base = {
  title: 'Socrates',
  argumentType: 'DEDUCTIVE' as const,
  creator: 'Alice',
  premises: [
    { content: 'All men are mortal', credence: null },
    { content: 'Socrates is a man', credence: null },
  ],
  conclusion: { content: 'Socrates is mortal', credence: null },
};

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML forbids', () => {
    expect(escapeXml(`<script>alert("x") & 'y'</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;) &amp; &apos;y&apos;&lt;/script&gt;',
    );
    expect(escapeXml('a\u0000b\u0008c\u001Fd\uFFFEe\uD800f\tg')).toBe('abcdef\tg');
    // A surrogate pair (an emoji) is one valid character and stays.
    expect(escapeXml('ok 🙂')).toBe('ok 🙂');
  });
});

describe('wrapText', () => {
  it('breaks at spaces, splits overlong words and marks cut text with …', () => {
    expect(wrapText('one two three four', 9, 5)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('abcdefghij', 4, 5)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapText('one two three four', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('  \n ', 10, 2)).toEqual([]);
    // Code points, not UTF-16 units: an emoji is never split in half.
    expect(wrapText('🙂🙂🙂', 2, 5)).toEqual(['🙂🙂', '🙂']);
  });
});

describe('renderArgumentSvg', () => {
  it('shows the title, type, author, numbered premises and the conclusion', () => {
    const svg = renderArgumentSvg(base);
    expect(
      svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"'),
    ).toBe(true);
    expect(svg).toContain('<title>Socrates</title>');
    expect(texts(svg)).toEqual([
      'Socrates',
      'Deductive argument · by Alice',
      'P1. All men are mortal',
      'P2. Socrates is a man',
      '∴ Socrates is mortal',
      'Credence',
    ]);
  });

  it('adds the credences as rounded percentages when there are some', () => {
    const svg = renderArgumentSvg({
      ...base,
      premises: [
        { content: 'All men are mortal', credence: 0.004 },
        { content: 'Socrates is a man', credence: null },
      ],
      conclusion: { content: 'Socrates is mortal', credence: 0.735 },
    });
    expect(texts(svg)).toEqual([
      'Socrates',
      'Deductive argument · by Alice',
      'Credence',
      'P1. All men are mortal',
      '0%',
      'P2. Socrates is a man',
      '∴ Socrates is mortal',
      '74%',
      'Credence',
    ]);
  });

  it('never lets text become markup', () => {
    const hostile = '<script>alert(1)</script><a href="javascript:x">&</a>';
    const svg = renderArgumentSvg({
      title: hostile,
      argumentType: 'INDUCTIVE',
      creator: `"/><script>`,
      premises: [{ content: hostile, credence: 0.5 }],
      conclusion: { content: `]]><![CDATA[${hostile}`, credence: null },
    });
    expect(svg).not.toMatch(/<script|<a |<!\[CDATA/);
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Only the card's own elements are present.
    const tags = new Set([...svg.matchAll(/<([a-zA-Z]+)/g)].map((match) => match[1]));
    expect(tags).toEqual(new Set(['svg', 'title', 'rect', 'g', 'text']));
  });

  it('shows five premises and counts the rest, and cuts long text', () => {
    const svg = renderArgumentSvg({
      ...base,
      title: 'word '.repeat(100),
      premises: Array.from({ length: 8 }, (_, i) => ({
        content: `Premise ${i + 1}`,
        credence: null,
      })),
    });
    const lines = texts(svg);
    expect(lines.filter((line) => /^P\d\. /.test(line))).toHaveLength(5);
    expect(lines).toContain('…and 3 more premises');
    expect(lines[1]?.endsWith('…')).toBe(true);
    expect(lines[2]).toBe('Deductive argument · by Alice');
  });
});

describe('svgVersion and argumentImagePath', () => {
  it('gives a short URL-safe hash that follows the markup, and the route path', () => {
    const a = svgVersion(renderArgumentSvg(base));
    expect(a).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(svgVersion(renderArgumentSvg(base))).toBe(a);
    expect(svgVersion(renderArgumentSvg({ ...base, title: 'Plato' }))).not.toBe(a);
    expect(argumentImagePath(42)).toBe('/api/arguments/42/image.svg');
  });
});

describe('argumentImageSvg', () => {
  let temp: TempDatabase;
  beforeEach(async () => {
    temp = await createTempDatabase();
  });
  afterEach(() => temp.cleanup());

  it("renders the viewer's own credences, and nothing for invisible arguments", async () => {
    const alice = (
      await createUser(temp.db, { email: 'alice@x.io', name: 'Alice', password: 'password1' })
    ).id;
    const bob = (
      await createUser(temp.db, { email: 'bob@x.io', name: 'Bob', password: 'password2' })
    ).id;
    const open = await createArgument(temp.db, alice, {
      title: 'Rain',
      visibility: 'PUBLIC',
      premises: [{ content: 'Clouds' }, { content: 'Wind' }],
      conclusion: { content: 'Rain' },
    });
    const [clouds, wind] = open.premises;
    await saveUserArgument(temp.db, alice, {
      argumentId: open.id,
      evaluationMode: 'fallback',
      inferenceStrength: 0.9,
      fallbackSupport: 0.2,
      premises: [
        { id: clouds?.id ?? '', probability: 0.8 },
        { id: wind?.id ?? '', probability: 0.25 },
      ],
      conclusion: { id: open.conclusion.id, probability: 0.61 },
    });

    const mine = await argumentImageSvg(temp.db, alice, open.id);
    expect(texts(mine ?? '')).toEqual([
      'Rain',
      'Inductive argument · by Alice',
      'Credence',
      'P1. Clouds',
      '80%',
      'P2. Wind',
      '25%',
      '∴ Rain',
      '61%',
      'Credence',
    ]);
    // Bob and signed-out readers see the card without Alice's credences.
    for (const viewer of [bob, null]) {
      const theirs = texts((await argumentImageSvg(temp.db, viewer, open.id)) ?? '');
      expect(theirs).toContain('P1. Clouds');
      expect(theirs).not.toContain('80%');
    }

    const secret = await createArgument(temp.db, alice, {
      title: 'Secret',
      premises: [{ content: 'x' }],
      conclusion: { content: 'y' },
    });
    expect(await argumentImageSvg(temp.db, bob, secret.id)).toBeNull();
    expect(await argumentImageSvg(temp.db, null, secret.id)).toBeNull();
    expect(await argumentImageSvg(temp.db, alice, 99_999)).toBeNull();
  });
});
