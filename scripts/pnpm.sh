# Sourced by the scripts here: sets PNPM to a pnpm 10 command, installing it with npm if needed.
# The version comes from package.json's "packageManager" (corepack cannot fetch it on this machine).
PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version | cut -d. -f1)" = "${PNPM_VERSION%%.*}" ]; then
  PNPM=pnpm
elif npm install --global --silent "pnpm@$PNPM_VERSION" >/dev/null 2>&1 && command -v pnpm >/dev/null 2>&1; then
  PNPM=pnpm
else
  # No permission for a global install: run it through npx instead.
  PNPM="npx --yes pnpm@$PNPM_VERSION"
fi
export PNPM
