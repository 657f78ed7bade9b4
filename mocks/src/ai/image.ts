/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Splits text into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

/** Base64 of a string's UTF-8 bytes (works in Node and browsers). */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** What the share image shows. */
export interface ArgumentImageInput {
  title: string;
  premises: string[];
  conclusion: string;
  creator: string;
}

/** A 1200×630 SVG card of the argument, as a `data:image/svg+xml;base64,…` URL. */
export function argumentImageDataUrl(input: ArgumentImageInput): string {
  const titleLines = wrap(input.title, 40, 2);
  const premiseLines = input.premises
    .slice(0, 4)
    .map((premise, index) => wrap(`P${index + 1}. ${premise}`, 80, 1)[0] ?? '');
  const conclusion = wrap(`∴ ${input.conclusion}`, 70, 2);
  const text = (x: number, y: number, size: number, content: string, weight = 'normal') =>
    `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}">${escapeXml(content)}</text>`;
  const parts = [
    ...titleLines.map((line, i) => text(60, 100 + i * 56, 48, line, 'bold')),
    ...premiseLines.map((line, i) => text(60, 260 + i * 44, 26, line)),
    ...conclusion.map((line, i) => text(60, 460 + i * 40, 30, line, 'bold')),
    text(60, 590, 22, `Credence · by ${input.creator}`),
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><title>${escapeXml(input.title)}</title><rect width="1200" height="630" fill="#f8fafc"/><rect x="0" y="0" width="16" height="630" fill="#2563eb"/><g font-family="Georgia, serif" fill="#0f172a">${parts.join('')}</g></svg>`;
  return `data:image/svg+xml;base64,${base64Utf8(svg)}`;
}
