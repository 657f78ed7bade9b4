/**
 * The share image: a 1200×630 SVG card of an argument (title, type, author, premises,
 * conclusion and the viewer's own credences if they saved an evaluation), rendered on the
 * server with no external service. Every piece of text comes from users or the AI, so it is
 * cleaned of characters XML forbids and escaped before it enters the markup.
 */
import { createHash } from 'node:crypto';
import { formatPercent } from '@credence/engine';
import type { PrismaClient } from '../db.server.ts';
import { getArgument } from './arguments.server.ts';

/** One claim on the card, with the viewer's credence in it (null: none saved). */
export interface ImageClaim {
  content: string;
  credence: number | null;
}

/** What the card shows. */
export interface ArgumentImageInput {
  title: string;
  argumentType: 'DEDUCTIVE' | 'INDUCTIVE';
  creator: string;
  premises: readonly ImageClaim[];
  conclusion: ImageClaim;
}

const WIDTH = 1200;
const HEIGHT = 630;
const LEFT = 60;
const RIGHT = WIDTH - 60;
/** Premises shown; the rest are counted ("…and 3 more premises"). */
const MAX_PREMISES = 5;
/** Characters per line, roughly what fits at each font size in the card's width. */
const TITLE_CHARS = 42;
const PREMISE_CHARS = 78;
const CONCLUSION_CHARS = 62;

/** The path of the GET route that serves an argument's card. */
export function argumentImagePath(argumentId: number): string {
  return `/api/arguments/${argumentId}/image.svg`;
}

/** The path of the same card as a PNG (the share page's `og:image`). */
export function argumentImagePngPath(argumentId: number): string {
  return `/api/arguments/${argumentId}/image.png`;
}

/** A short hash of the markup, used as a cache-busting version in the image URL. */
export function svgVersion(svg: string): string {
  return createHash('sha256').update(svg).digest('base64url').slice(0, 12);
}

/**
 * Whether a code point may appear in an XML 1.0 document (tab, newline, carriage return, and
 * everything from space on except surrogates and U+FFFE/U+FFFF).
 */
function isXmlChar(codePoint: number): boolean {
  if (codePoint === 0x9 || codePoint === 0xa || codePoint === 0xd) return true;
  if (codePoint < 0x20) return false;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return false; // a lone surrogate
  return codePoint !== 0xfffe && codePoint !== 0xffff;
}

/**
 * Text made safe for XML content and attribute values: characters XML forbids are dropped
 * (they would make the whole SVG unreadable) and `& < > " '` become entities.
 */
export function escapeXml(text: string): string {
  let clean = '';
  for (const char of text) {
    if (isXmlChar(char.codePointAt(0) ?? 0)) clean += char;
  }
  return clean
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Splits text into at most `maxLines` lines of at most `width` characters (code points),
 * breaking at whitespace and inside words longer than a line; cut text ends with `…`.
 */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line: string[] = [];
  const push = () => {
    lines.push(line.join(''));
    line = [];
  };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let chars = Array.from(word);
    if (line.length > 0 && line.length + 1 + chars.length > width) push();
    if (line.length > 0) line.push(' ');
    while (line.length + chars.length > width) {
      const room = width - line.length;
      line.push(...chars.slice(0, room));
      chars = chars.slice(room);
      push();
    }
    line.push(...chars);
  }
  if (line.length > 0) push();
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = Array.from(kept[maxLines - 1] ?? '');
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, width - 1)).join('')}…`;
  return kept;
}

interface TextOptions {
  size: number;
  weight?: 'normal' | 'bold';
  anchor?: 'start' | 'end';
  fill?: string;
}

function text(x: number, y: number, content: string, options: TextOptions): string {
  const { size, weight = 'normal', anchor = 'start', fill = '#0f172a' } = options;
  return `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}" fill="${fill}">${escapeXml(content)}</text>`;
}

function credenceText(credence: number | null): string | null {
  return credence === null ? null : formatPercent(credence);
}

/** The SVG markup of the card. Never throws on its input's text. */
export function renderArgumentSvg(input: ArgumentImageInput): string {
  const parts: string[] = [];
  let y = 96;
  for (const line of wrapText(input.title, TITLE_CHARS, 2)) {
    parts.push(text(LEFT, y, line, { size: 46, weight: 'bold' }));
    y += 54;
  }
  const kind = input.argumentType === 'DEDUCTIVE' ? 'Deductive argument' : 'Inductive argument';
  const byline = wrapText(`${kind} · by ${input.creator}`, 90, 1)[0] ?? kind;
  parts.push(text(LEFT, y, byline, { size: 22, fill: '#475569' }));

  const hasCredences =
    input.conclusion.credence !== null || input.premises.some((p) => p.credence !== null);
  if (hasCredences) {
    parts.push(text(RIGHT, y, 'Credence', { size: 22, anchor: 'end', fill: '#475569' }));
  }

  y += 58;
  input.premises.slice(0, MAX_PREMISES).forEach((premise, index) => {
    const line = wrapText(`P${index + 1}. ${premise.content}`, PREMISE_CHARS, 1)[0] ?? '';
    parts.push(text(LEFT, y, line, { size: 24 }));
    const credence = credenceText(premise.credence);
    if (credence) parts.push(text(RIGHT, y, credence, { size: 24, anchor: 'end' }));
    y += 40;
  });
  const hidden = input.premises.length - MAX_PREMISES;
  if (hidden > 0) {
    const more = `…and ${hidden} more premise${hidden === 1 ? '' : 's'}`;
    parts.push(text(LEFT, y, more, { size: 22, fill: '#475569' }));
    y += 40;
  }

  y = Math.max(y + 24, 470);
  const conclusionLines = wrapText(`∴ ${input.conclusion.content}`, CONCLUSION_CHARS, 2);
  conclusionLines.forEach((line, index) => {
    parts.push(text(LEFT, y + index * 38, line, { size: 30, weight: 'bold' }));
  });
  const conclusionCredence = credenceText(input.conclusion.credence);
  if (conclusionCredence) {
    parts.push(text(RIGHT, y, conclusionCredence, { size: 30, weight: 'bold', anchor: 'end' }));
  }
  parts.push(text(LEFT, 600, 'Credence', { size: 20, weight: 'bold', fill: '#2563eb' }));

  const title = wrapText(input.title, 200, 1)[0] ?? '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f8fafc"/>`,
    `<rect width="16" height="${HEIGHT}" fill="#2563eb"/>`,
    `<g font-family="Georgia, 'Times New Roman', serif">${parts.join('')}</g>`,
    '</svg>',
  ].join('');
}

/**
 * The card of an argument as `viewerId` (null: signed out) sees it, with their own saved
 * credences; null when the argument is missing or invisible to them.
 */
export async function argumentImageSvg(
  db: PrismaClient,
  viewerId: number | null,
  argumentId: number,
): Promise<string | null> {
  const argument = await getArgument(db, viewerId, argumentId);
  if (!argument) return null;
  const credences = new Map(
    (argument.evaluation?.premises ?? []).map((premise) => [premise.id, premise.probability]),
  );
  const conclusion = argument.evaluation?.conclusion;
  return renderArgumentSvg({
    title: argument.title,
    argumentType: argument.argumentType,
    creator: argument.creator.name,
    premises: argument.premises.map((premise) => ({
      content: premise.content,
      credence: credences.get(premise.id) ?? null,
    })),
    conclusion: {
      content: argument.conclusion.content,
      credence:
        conclusion && conclusion.id === argument.conclusion.id ? conclusion.probability : null,
    },
  });
}
