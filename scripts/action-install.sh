#!/usr/bin/env bash
# The Action's install step: diagbot in a private venv, so the caller's Python and PATH stay as they were.
# Runs under `shell: bash` on Linux, macOS and Windows runners (Git Bash there): the interpreter may be `python3`
# or only `python` (on Windows `python3` may be the Store's stub, which runs no code), and a Windows venv keeps it
# in Scripts\ rather than bin/. Writes `python=<the venv's interpreter>` to $GITHUB_OUTPUT; never fails the job.
# DIAGBOT_ACTION_PYTHON names an interpreter that already has diagbot (self-hosted runners, tests).
# Usage: action-install.sh ACTION_PATH
set -uo pipefail
action_path="${1:?usage: action-install.sh ACTION_PATH}"
out="${GITHUB_OUTPUT:-/dev/stdout}"

if [ -n "${DIAGBOT_ACTION_PYTHON:-}" ]; then
  echo "python=$DIAGBOT_ACTION_PYTHON" >> "$out"
  exit 0
fi

python=""
for candidate in python3 python; do
  if command -v "$candidate" >/dev/null 2>&1 &&
    "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1; then
    python="$candidate"
    break
  fi
done
if [ -z "$python" ]; then
  echo "::warning::diagbot needs Python >= 3.11 on the runner (as python3 or python); add actions/setup-python before it"
  exit 0
fi

echo "::group::Install diagbot"
export PIP_CACHE_DIR="${PIP_CACHE_DIR:-$HOME/.cache/pip}"  # the folder the Action's cache steps keep, on every OS
venv="${RUNNER_TEMP:-/tmp}/diagbot-venv"
installed=""
if "$python" -m venv "$venv"; then
  for inside in "$venv/bin/python" "$venv/Scripts/python.exe" "$venv/Scripts/python"; do
    if [ -f "$inside" ]; then
      if "$inside" -m pip install --disable-pip-version-check -q "$action_path"; then
        installed="$inside"
      fi
      break
    fi
  done
fi
if [ -n "$installed" ]; then
  echo "python=$installed" >> "$out"
else
  echo "::warning::diagbot could not be installed with $python; no report"
fi
echo "::endgroup::"
exit 0
