/**
 * Every package README opens with the install command, its peer dependencies and a minimal
 * example that works as written: the example is a file here (compiled by types.test.ts, run
 * below, or, for @credence/ui, built and loaded by viteEmbed.test.ts), the README's code block
 * must equal it, and where the README shows the output, the example must print exactly that.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scenarios } from '@credence/mocks';
import { setupMockServer } from '@credence/mocks/node';
import { describe, expect, it, vi } from 'vitest';
import { packages, readManifest, repoRoot } from './packages';

/** The example file of each package, relative to the repository root. */
const EXAMPLES: Record<string, string> = {
  '@credence/engine': 'examples/readme/engine.ts',
  '@credence/api': 'examples/readme/api.ts',
  '@credence/state-machines': 'examples/readme/state-machines.ts',
  '@credence/ui': 'examples/vite-embed/src/main.tsx',
  '@credence/mocks': 'examples/readme/mocks.ts',
};

/** React is the app's own: the install line leaves it alone rather than upgrade it. */
const APP_OWNED = new Set(['react', 'react-dom']);

interface Block {
  lang: string;
  code: string;
}

/** The fenced code blocks of a Markdown file, in order, and the text before the first one. */
function readBlocks(markdown: string): { intro: string; blocks: Block[] } {
  const blocks = [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((match) => ({
    lang: match[1]!,
    code: match[2]!,
  }));
  return { intro: markdown.slice(0, markdown.indexOf('```')), blocks };
}

/** The README's text between its second and third code blocks' neighbours, as one string. */
function textBetween(markdown: string, from: string, to: string): string {
  const start = markdown.indexOf(from) + from.length;
  return markdown.slice(start, markdown.indexOf(to, start));
}

describe.each(packages)('the README of $name', ({ name, dir }) => {
  const readme = readFileSync(join(repoRoot, dir, 'README.md'), 'utf8');
  const { intro, blocks } = readBlocks(readme);
  const manifest = readManifest(dir);
  const peers = Object.keys(manifest.peerDependencies ?? {});

  it('opens with the npm install command, naming the peer dependencies to install', () => {
    expect(intro).toMatch(new RegExp(`^# ${name}\\n`));
    const [install] = blocks;
    expect(install?.lang).toBe('sh');
    const command = install!.code.split('\n')[0]!;
    expect(command).toMatch(new RegExp(`^npm install (--save-dev )?${name}( |$)`));
    const installed = command.split(' ').slice(2);
    for (const peer of peers.filter((peer) => !APP_OWNED.has(peer))) {
      expect(installed, `${peer} in the install line`).toContain(peer);
    }
  });

  it('says which peer dependencies it needs, and why', () => {
    const [install, example] = blocks;
    const words = textBetween(readme, install!.code, example!.code);
    if (peers.length === 0) {
      expect(words).toMatch(/No peer dependencies/);
    } else {
      expect(words).toMatch(/Peer dependencies/);
      for (const peer of peers) expect(words, peer).toContain(`\`${peer}\``);
    }
  });

  it('shows the example file as it is', () => {
    const example = blocks[1];
    expect(example?.lang).toMatch(/^tsx?$/);
    expect(example?.code).toBe(readFileSync(join(repoRoot, EXAMPLES[name]!), 'utf8'));
  });
});

/** What `console.log` printed while `run` ran, one string per call. */
async function printed(run: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...values: unknown[]) => {
    lines.push(values.map(String).join(' '));
  });
  try {
    await run();
  } finally {
    log.mockRestore();
  }
  return `${lines.join('\n')}\n`;
}

/** The output block a README shows after its example ("Prints:"), if any. */
function shownOutput(dir: string): string {
  const { blocks } = readBlocks(readFileSync(join(repoRoot, dir, 'README.md'), 'utf8'));
  expect(blocks[2]?.lang).toBe('text');
  return blocks[2]!.code;
}

describe('the README examples run and print what their README shows', () => {
  it('@credence/engine', async () => {
    const output = await printed(() => import('../readme/engine'));
    expect(output).toBe(shownOutput('packages/engine'));
  });

  it('@credence/api, against the mock backend', async () => {
    // The README's base URL, answered in this process (`baseUrl: ''` matches any origin).
    const { server } = setupMockServer();
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const output = await printed(() => import('../readme/api'));
      expect(output).toBe(shownOutput('packages/api'));
    } finally {
      server.close();
    }
  });

  it('@credence/state-machines, against the mock backend', async () => {
    const { server } = setupMockServer();
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const output = await printed(() => import('../readme/state-machines'));
      expect(output).toBe(shownOutput('packages/state-machines'));
    } finally {
      server.close();
    }
  });

  it('@credence/mocks, which starts its own server', async () => {
    try {
      const output = await printed(() => import('../readme/mocks'));
      expect(output).toBe(shownOutput('mocks'));
    } finally {
      scenarios.clear(); // the example switches on a scenario of the shared set
    }
  });
});
