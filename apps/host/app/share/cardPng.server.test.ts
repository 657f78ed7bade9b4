import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { renderArgumentSvg } from '../models/argumentImage.server.ts';
import { svgToPng } from './cardPng.server.ts';

describe('svgToPng', () => {
  it('renders the share card as a 1200×630 PNG with its text drawn', () => {
    const svg = renderArgumentSvg({
      title: 'Rain and the picnic',
      argumentType: 'INDUCTIVE',
      creator: 'Ada',
      premises: [{ content: 'The forecast says heavy rain is likely tomorrow.', credence: 0.8 }],
      conclusion: { content: 'The picnic will be cancelled.', credence: 0.7 },
    });
    const png = PNG.sync.read(svgToPng(svg));
    expect([png.width, png.height]).toEqual([1200, 630]);
    // Text is dark on the card's light background: count dark pixels in the title's band.
    let dark = 0;
    for (let y = 50; y < 110; y++) {
      for (let x = 60; x < 700; x++) {
        const i = (y * png.width + x) * 4;
        if ((png.data[i] ?? 255) < 100 && (png.data[i + 1] ?? 255) < 100) dark++;
      }
    }
    expect(dark).toBeGreaterThan(1000);
  });
});
