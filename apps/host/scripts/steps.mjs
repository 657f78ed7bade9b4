#!/usr/bin/env node
// The steps of `npm run serve` and `npm run verify` (the root's scripts/start.sh and
// scripts/verify.sh): each step prints one line with its duration, and the tools' own output goes
// to a log file (STEPS_LOG), shown on the terminal only when the step fails — its last 40 lines —
// or with VERBOSE=1 (everything, as it comes). Plain Node, no dependencies: it runs before the
// workspace is installed.
//
//   node apps/host/scripts/steps.mjs run <label> [--stream] -- <command> [argument…]
//     One step. --stream gives the command the terminal itself (the tests, whose output CI reads)
//     and prints only the timed line after it.
//   node apps/host/scripts/steps.mjs build [--changed] [--js-only] (--all | <package>…)
//     Builds the named workspace packages and the workspace packages they depend on (--all:
//     every package with a `build` script), each once its dependencies are built, as many at a
//     time as there are cores: one line per package. --changed skips the packages whose sources
//     are unchanged since their last build here (see `freshPackages`). --js-only builds a
//     package whose build is tsup without its type declarations (`tsup --no-dts`): a server
//     runs JavaScript; declarations are for editors, type-checking and npm, and writing them was
//     most of the packages' build time.
//
// Environment: STEPS_LOG (the log file; default apps/host/data/steps.log), VERBOSE=1, PNPM (the
// pnpm command, set by scripts/pnpm.sh; default `pnpm`). Exits with the failing command's code.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDuration, stepLine } from './stepLine.mjs';

/** The workspace root (this file is apps/host/scripts/steps.mjs). */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Lines of a failed step's output shown on the terminal. */
export const TAIL_LINES = 40;

export { formatDuration, stepLine };
/** The log file (STEPS_LOG), as an absolute path. */
export function logPath(env = process.env) {
  return path.resolve(env.STEPS_LOG || path.join(ROOT, 'apps/host/data/steps.log'));
}

/** A path relative to the folder the command was typed in (npm and pnpm set INIT_CWD). */
const shown = (file) => {
  const relative = path.relative(process.env.INIT_CWD || process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
};

/** Appends to the log, every line prefixed with the step's label (steps may run together). */
function openLog(file) {
  mkdirSync(path.dirname(file), { recursive: true });
  return createWriteStream(file, { flags: 'a' });
}

/**
 * Runs one command as the step `label`: its output goes to `log` (and to the terminal when
 * `verbose`), the last {@link TAIL_LINES} lines are kept for a failure. Resolves with its exit
 * code and duration; never rejects (a command that cannot start fails with code 127).
 */
function runCommand({ label, command, args, cwd = process.cwd(), log, verbose, stream, env }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const tail = [];
    log.write(
      `── ${label}: ${[command, ...args].join(' ')} (in ${shown(cwd) || '.'}, ${new Date(started).toISOString()})\n`,
    );
    const child = spawn(command, args, {
      cwd,
      env: env ?? process.env,
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let pending = '';
    const take = (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) keep(line);
    };
    const keep = (line) => {
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
      log.write(`[${label}] ${line}\n`);
      if (verbose) process.stdout.write(`[${label}] ${line}\n`);
    };
    child.stdout?.setEncoding('utf8').on('data', take);
    child.stderr?.setEncoding('utf8').on('data', take);
    let done = false;
    const finish = (code, error) => {
      if (done) return;
      done = true;
      if (pending) keep(pending);
      if (error) keep(`Could not run ${command}: ${error.message}`);
      const ms = Date.now() - started;
      log.write(
        `── ${label}: ${code === 0 ? 'done' : `failed (exit code ${code})`} in ${formatDuration(ms)}\n`,
      );
      resolve({ code, ms, tail });
    };
    child.once('error', (error) => finish(127, error));
    child.once('close', (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}

/** Prints a step's outcome: one line, or for a failure its last lines and where the rest is. */
function report(label, { code, ms, tail }, { file, stream }) {
  if (code === 0) {
    console.log(stepLine(true, label, ms));
    return;
  }
  if (stream) {
    console.error(stepLine(false, label, ms, `failed (exit code ${code}); its output is above`));
    return;
  }
  console.error(stepLine(false, label, ms, `failed (exit code ${code}); its last lines:`));
  for (const line of tail) console.error(`    ${line}`);
  console.error(`  The whole output: ${shown(file)}`);
}

/** `run <label> [--stream] -- <command> [argument…]`. */
async function runStep(argv, env) {
  const separator = argv.indexOf('--');
  const options = separator === -1 ? argv : argv.slice(0, separator);
  const [command, ...args] = separator === -1 ? [] : argv.slice(separator + 1);
  const label = options.find((option) => !option.startsWith('--'));
  if (!label || !command) usage();
  const stream = options.includes('--stream');
  const file = logPath(env);
  const log = openLog(file);
  const result = await runCommand({
    label,
    command,
    args,
    log,
    stream,
    verbose: env.VERBOSE === '1',
  });
  await new Promise((resolve) => log.end(resolve));
  report(label, result, { file, stream });
  return result.code;
}

// ── The workspace's packages and their build order ──────────────────────────────────────────

/** The folders `pnpm-workspace.yaml` lists under `packages:` (`dir` and `dir/*` forms). */
export function workspaceFolders(root = ROOT) {
  const text = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const folders = [];
  let inPackages = false;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) inPackages = /^packages:\s*$/.test(line);
    const item = inPackages && /^\s+-\s+["']?([^"'#\s]+)["']?/.exec(line);
    if (!item) continue;
    const pattern = item[1];
    if (pattern.startsWith('!')) continue;
    if (pattern.endsWith('/*')) {
      const parent = path.join(root, pattern.slice(0, -2));
      if (!existsSync(parent)) continue;
      for (const entry of subFolders(parent)) folders.push(path.join(parent, entry));
    } else if (pattern.includes('*')) {
      throw new Error(
        `pnpm-workspace.yaml: the pattern ${pattern} is not supported here (only dir and dir/*)`,
      );
    } else {
      folders.push(path.join(root, pattern));
    }
  }
  return folders.filter((folder) => existsSync(path.join(folder, 'package.json')));
}

/** The sub-folders of `folder`, sorted. */
function subFolders(folder) {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Every workspace package: name, folder, its `build` script (or null), and the workspace
 * packages its build waits for. Those are its `dependencies`, `peerDependencies` and
 * `optionalDependencies`, not its `devDependencies`: code that a package's build compiles may
 * import only what the package declares for its users (or the published package would break),
 * so a workspace devDependency (`@credence/mocks` of state-machines and ui: their tests and
 * stories) builds beside it rather than before it.
 */
export function workspacePackages(root = ROOT) {
  const packages = new Map();
  for (const folder of workspaceFolders(root)) {
    const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
    if (!manifest.name) continue;
    packages.set(manifest.name, {
      name: manifest.name,
      folder,
      build: manifest.scripts?.build ?? null,
      needs: Object.keys({
        ...manifest.dependencies,
        ...manifest.peerDependencies,
        ...manifest.optionalDependencies,
      }),
    });
  }
  for (const info of packages.values())
    info.needs = info.needs.filter((name) => packages.has(name));
  return packages;
}

/**
 * The named packages and every workspace package they need, transitively, that has a build:
 * each after the packages it needs.
 */
export function buildSet(packages, names) {
  const wanted = new Set();
  const visiting = new Set();
  const visit = (name) => {
    const info = packages.get(name);
    if (!info) throw new Error(`No workspace package ${name}`);
    if (wanted.has(name)) return;
    if (visiting.has(name))
      throw new Error(`The workspace packages depend on each other in a loop through ${name}`);
    visiting.add(name);
    for (const need of info.needs) visit(need);
    wanted.add(name);
  };
  for (const name of names) visit(name);
  return [...wanted].filter((name) => packages.get(name).build);
}

// ── Skipping unchanged packages (`build --changed`) ─────────────────────────────────────────

/** Where a package's last successful build here is recorded (ignored by git with node_modules). */
const stampFile = (root, name) =>
  path.join(root, 'node_modules/.cache/credence-steps', `${name.replace(/[/@]/g, '_')}.json`);

/** What a build produces, as far as freshness goes: whichever of these folders it leaves. */
const OUTPUT_FOLDERS = ['dist', 'build'];

/**
 * Files every package's build reads besides its own folder: the lockfile (what is installed),
 * the shared TypeScript settings and the root's build helpers (`scripts/*.ts`, which the tsup
 * configs import), the patches of dependencies.
 */
function isSharedInput(file) {
  return (
    (!file.includes('/') && /\.(json|ya?ml|ts|mjs)$/.test(file)) ||
    /^scripts\/[^/]+\.ts$/.test(file) ||
    file.startsWith('patches/')
  );
}

/** Files git would track (tracked, or new and not ignored), relative to the root; null without git. */
function gitFiles(root) {
  return new Promise((resolve) => {
    const child = spawn('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      out += chunk;
    });
    child.once('error', () => resolve(null));
    child.once('close', (code) => resolve(code === 0 ? out.split('\0').filter(Boolean) : null));
  });
}

/**
 * Each package's build inputs as they are now: which files (a fingerprint of their names, so an
 * added, deleted or renamed file counts as a change) and the newest modification time among
 * them. The inputs are the package's files that git would track — so no output, cache or
 * database, which are ignored — and the shared inputs. Null without git.
 */
export async function buildInputs(packages, names, root = ROOT) {
  const files = await gitFiles(root);
  if (!files) return null;
  const shared = files.filter(isSharedInput).sort();
  const inputs = new Map();
  for (const name of names) {
    const prefix = `${path.relative(root, packages.get(name).folder).split(path.sep).join('/')}/`;
    const own = files.filter((file) => file.startsWith(prefix)).sort();
    const all = [...shared, ...own];
    let newest = 0;
    for (const file of all) {
      try {
        newest = Math.max(newest, statSync(path.join(root, file)).mtimeMs);
      } catch {
        newest = Number.POSITIVE_INFINITY; // listed by git but deleted since
      }
    }
    const fingerprint = createHash('sha256').update(all.join('\0')).digest('hex');
    inputs.set(name, { fingerprint, newest });
  }
  return inputs;
}

/** Whether `--js-only` leaves out the package's declarations: its build is tsup alone. */
const isTsup = (info) => /^tsup(\s|$)/.test(info.build ?? '');

/**
 * For each package of `names`, whether its last build here is still good: it finished
 * successfully (recorded by this script), with type declarations if `jsOnly` does not leave
 * them out, its output folders are still there, its inputs
 * ({@link buildInputs}) are the same files as then and none changed since they were read for it,
 * and none of the packages it needs was built after it or is to be built now. A rule on
 * modification times, as make's: a file put back with an old time (a copy keeping times) is not
 * seen; `pnpm build` then rebuilds everything.
 */
export function freshPackages(packages, names, inputs, { jsOnly = false, root = ROOT } = {}) {
  const fresh = new Map();
  if (!inputs) return fresh;
  const stamps = new Map();
  for (const name of names) {
    try {
      stamps.set(name, JSON.parse(readFileSync(stampFile(root, name), 'utf8')));
    } catch {
      // Never built by this script.
    }
  }
  const isFresh = (name) => {
    if (fresh.has(name)) return fresh.get(name);
    const info = packages.get(name);
    const stamp = stamps.get(name);
    const now = inputs.get(name);
    let ok =
      Boolean(stamp) &&
      Array.isArray(stamp.outputs) &&
      stamp.outputs.length > 0 &&
      stamp.outputs.every((output) => existsSync(path.join(info.folder, output))) &&
      stamp.fingerprint === now.fingerprint &&
      now.newest < stamp.startedAt &&
      (stamp.declarations !== false || (jsOnly && isTsup(info)));
    for (const need of info.needs) {
      if (!ok || !names.includes(need)) continue;
      ok = isFresh(need) && stamps.get(need).startedAt <= stamp.startedAt;
    }
    fresh.set(name, ok);
    return ok;
  };
  for (const name of names) isFresh(name);
  return fresh;
}

/**
 * Records a successful build: when its inputs were read, which they were, what it left, and
 * whether it wrote the declarations.
 */
function writeStamp(root, info, { inputsAt, input, declarations }) {
  if (!input) return;
  const outputs = OUTPUT_FOLDERS.filter((output) => existsSync(path.join(info.folder, output)));
  const file = stampFile(root, info.name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify({ startedAt: inputsAt, fingerprint: input.fingerprint, outputs, declarations })}\n`,
  );
}

/** `build [--changed] [--js-only] (--all | <package>…)`. */
async function buildStep(argv, env, root = ROOT) {
  const changedOnly = argv.includes('--changed');
  const jsOnly = argv.includes('--js-only');
  const packages = workspacePackages(root);
  const requested = argv.includes('--all')
    ? [...packages.keys()]
    : argv.filter((argument) => !argument.startsWith('--'));
  if (requested.length === 0) usage();
  const names = buildSet(packages, requested);
  const pnpm = (env.PNPM || 'pnpm').split(' ').filter(Boolean);
  const file = logPath(env);
  const log = openLog(file);
  const verbose = env.VERBOSE === '1';

  const upToDate = new Set();
  // Read before any build starts, and the time of that reading is each build's stamp: an edit
  // made since counts as a change next time.
  const inputsAt = Date.now();
  const inputs = await buildInputs(packages, names, root);
  if (changedOnly) {
    const fresh = freshPackages(packages, names, inputs, { jsOnly, root });
    for (const name of names) if (fresh.get(name)) upToDate.add(name);
  }
  if (upToDate.size > 0) {
    const all = upToDate.size === names.length;
    console.log(
      stepLine(
        true,
        all ? 'build' : `build: ${upToDate.size} up to date`,
        Date.now() - inputsAt,
        all
          ? `up to date: ${names.length} packages unchanged since their last build`
          : [...upToDate].join(', '),
      ),
    );
  }

  // Each package once every package it needs is built; as many at a time as there are cores.
  const slots = Math.max(1, Number(env.STEPS_CONCURRENCY) || availableParallelism());
  const waiting = names.filter((name) => !upToDate.has(name));
  const done = new Set(upToDate);
  const running = new Set();
  let failure = 0;
  await new Promise((resolve) => {
    const next = () => {
      if (failure === 0) {
        for (const name of [...waiting]) {
          if (running.size >= slots) break;
          const info = packages.get(name);
          if (!info.needs.every((need) => done.has(need) || !names.includes(need))) continue;
          waiting.splice(waiting.indexOf(name), 1);
          running.add(name);
          const label = `build ${name}`;
          const declarations = !(jsOnly && isTsup(info));
          runCommand({
            label,
            command: pnpm[0],
            args: [...pnpm.slice(1), 'run', 'build', ...(declarations ? [] : ['--no-dts'])],
            cwd: info.folder,
            log,
            verbose,
          }).then((result) => {
            running.delete(name);
            report(label, result, { file, stream: false });
            if (result.code === 0) {
              done.add(name);
              writeStamp(root, info, { inputsAt, input: inputs?.get(name), declarations });
            } else if (failure === 0) {
              failure = result.code;
            }
            next();
          });
        }
      }
      if (running.size === 0) resolve();
    };
    next();
  });
  await new Promise((resolve) => log.end(resolve));
  return failure;
}

function usage() {
  console.error(
    'Usage: steps.mjs run <label> [--stream] -- <command> [argument…]\n' +
      '       steps.mjs build [--changed] [--js-only] (--all | <package>…)',
  );
  process.exit(2);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const [command, ...argv] = process.argv.slice(2);
  const env = process.env;
  const code =
    command === 'run'
      ? await runStep(argv, env)
      : command === 'build'
        ? await buildStep(argv, env, env.STEPS_ROOT ? path.resolve(env.STEPS_ROOT) : ROOT)
        : usage();
  process.exitCode = code;
}
