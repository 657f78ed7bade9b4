/**
 * TypeDoc: the API reference of the four published packages, generated from their TSDoc into
 * docs/api/ (`pnpm docs`). Each package is converted with its own tsconfig and entry point
 * (src/index.ts) and the four are merged into one site. `scripts/verify.sh` runs it with
 * `--emit none --treatWarningsAsErrors`, so a broken link or an exported signature that names
 * an unexported type fails CI. A package's own `typedoc.jsonc` lists the helper types its public
 * types are built from but that are not part of its API (`intentionallyNotExported`).
 *
 * @type {Partial<import('typedoc').TypeDocOptions>}
 */
const config = {
  name: 'Credence API reference',
  entryPointStrategy: 'packages',
  entryPoints: ['packages/engine', 'packages/api', 'packages/state-machines', 'packages/ui'],
  packageOptions: {
    entryPoints: ['src/index.ts'],
    tsconfig: 'tsconfig.json',
    excludePrivate: true,
    excludeInternal: true,
    // Verify type-checks every package already; TypeDoc only reads the types.
    skipErrorChecking: true,
    // Source links from the package.json `repository`, not from the clone's git remote (a
    // fresh clone's origin is a local path, which TypeDoc warns about — and CI fails on warnings).
    gitRevision: 'main',
    sourceLinkTemplate: 'https://github.com/credence/credence/blob/{gitRevision}/{path}#L{line}',
  },
  out: 'docs/api',
  readme: 'docs/api-reference.md',
  hideGenerator: true,
  // The engine's README shows Argdown, which the highlighter does not know; shown as plain text.
  ignoredHighlightLanguages: ['argdown'],
  validation: { notExported: true, invalidLink: true, rewrittenLink: true, notDocumented: false },
};

export default config;
