// The first step of `pnpm test`: builds the app, which the HTTP and browser tests start, unless
// CREDENCE_BUILT=1 says that this very run has just built the whole workspace (the root's
// `scripts/verify.sh` sets it for its test step, right after its `pnpm build`). A plain
// `pnpm test` here — after editing any source — always builds, so it never tests stale code.
import { spawnSync } from 'node:child_process';

if (process.env.CREDENCE_BUILT === '1') {
  console.log('CREDENCE_BUILT=1: the workspace was built by this run; not building again.');
  process.exit(0);
}
const result = spawnSync('pnpm', ['build'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
if (result.error) console.error(`Could not run pnpm build: ${result.error.message}`);
process.exit(result.status ?? 1);
