/**
 * Size budgets: what an app's bundle gains from the packages at start (gzipped, over a bare
 * React app, built by Vite as an app's would be). A primitive must not bring the machines, zod or
 * the engine; the evaluator is the whole screen, its dialogs and panels split off to load on
 * demand. The figures, each on-demand chunk too, are printed on every run.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BundleSize, bundleSize } from './bundleSize';

const examplesDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;

/** An app entry that renders `element` with React DOM. */
const app = (imports: string, element: string) =>
  `import { createRoot } from 'react-dom/client';\n${imports}\n` +
  `createRoot(document.getElementById('root')!).render(${element});`;

/** What a presentational primitive must never pull in. */
const SCREEN_ONLY = [
  'xstate',
  '@xstate/react',
  'zod',
  '@credence/engine',
  '@credence/api',
  '@credence/state-machines',
];

const CASES = [
  {
    name: 'Button alone',
    source: app(`import { Button } from '@credence/ui';`, '<Button>Save</Button>'),
    budget: 30 * KB,
    primitive: true,
  },
  {
    name: 'the layout primitives',
    source: app(
      `import { Box, Card, Column, Columns, Heading, Inline, PageBlock, Stack, Text, Tiles } from '@credence/ui';`,
      `<PageBlock><Stack space="small"><Heading level="1">Title</Heading>
        <Inline space="small"><Text>One</Text><Text>Two</Text></Inline>
        <Columns space="small"><Column><Card>Left</Card></Column><Column><Card>Right</Card></Column></Columns>
        <Tiles space="small" columns={2}><Box>A</Box><Box>B</Box></Tiles></Stack></PageBlock>`,
    ),
    budget: 15 * KB,
    primitive: true,
  },
  {
    name: 'the evaluator (ArgumentEvaluator, CredenceProvider, client)',
    source: app(
      `import { createCredenceClient } from '@credence/api';\nimport { ArgumentEvaluator, CredenceProvider } from '@credence/ui';`,
      `<CredenceProvider client={createCredenceClient({ baseUrl: '' })} userId={1} userRole="USER">
        <ArgumentEvaluator argumentId={1} /></CredenceProvider>`,
    ),
    // The budget for the embedded evaluator; its dialogs and panels load on demand.
    budget: 150 * KB,
    primitive: false,
    onDemand: [
      'EvaluatorInferenceDialog',
      'EvaluatorProof',
      'CounterexampleModal',
      'LinkedArgumentModal',
      'EvaluatorPanels',
      'VersionHistoryDialog',
      'EvaluatorShareMenu',
      'DebugPanel',
      // Loaded when first used: the client's schemas and zod, a question, the toast region.
      'contracts',
      'ConfirmDialogModal',
      'ToastRegionView',
    ],
  },
];

const format = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const figures: string[] = [];
let react: BundleSize;

describe('bundle size (gzip, minified, over React + React DOM)', () => {
  beforeAll(async () => {
    react = await bundleSize(app('', '<div />'), examplesDir);
    figures.push(`React + React DOM alone: ${format(react.gzip)}`);
  });

  afterAll(() => {
    const stylesheet = createRequire(join(examplesDir, 'package.json')).resolve(
      '@credence/ui/styles.css',
    );
    const css = gzipSync(readFileSync(stylesheet)).length;
    figures.push(`@credence/ui/styles.css (every component): ${format(css)}`);
    console.log(`Bundle sizes (gzip)\n  ${figures.join('\n  ')}`);
  });

  it.each(CASES)('$name stays within its budget', async (testCase) => {
    const { name, source, budget, primitive } = testCase;
    const bundle = await bundleSize(source, examplesDir);
    const added = bundle.gzip - react.gzip;
    figures.push(`${name}: +${format(added)} at start (budget ${format(budget)})`);
    for (const piece of bundle.lazy)
      figures.push(`  on demand: ${piece.name} ${format(piece.gzip)}`);
    expect(bundle.packages).toContain('@credence/ui');
    if (primitive) {
      expect(SCREEN_ONLY.filter((heavy) => bundle.packages.has(heavy))).toEqual([]);
    }
    expect(added).toBeLessThanOrEqual(budget);
    // What a first visit does not show is split off, loaded when it is opened.
    const onDemand = ('onDemand' in testCase ? testCase.onDemand : undefined) ?? [];
    expect(bundle.lazy.map((piece) => piece.name)).toEqual(expect.arrayContaining(onDemand));
  });
});
