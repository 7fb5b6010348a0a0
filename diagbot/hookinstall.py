"""`diagbot hook install`: put the pre-push hook where git looks for it (core.hooksPath respected)."""

from __future__ import annotations

import subprocess
from pathlib import Path

from diagbot.errors import UsageError

MARKER = "# diagbot pre-push hook"

# the text of hooks/pre-push, kept here so an installed wheel carries it (tests/test_hook.py checks they match)
HOOK = r"""#!/bin/sh
# diagbot pre-push hook: runs the tests; when they fail, explains why. Reinstall: diagbot hook install --force
# Reads one-line `test_command: ...` and `timeout: N` from .diagbot.yml (no multi-line YAML values).
[ "${DIAGBOT_SKIP:-}" = 1 ] && exit 0
cat >/dev/null # git sends the refs on stdin; drain them so git never sees a broken pipe
conf=.diagbot.yml
cmd=$(sed -n 's/^test_command:[[:space:]]*//p' "$conf" 2>/dev/null | head -n 1 | sed 's/[[:space:]]*$//')
case $cmd in \"*\" | \'*\') cmd=${cmd#?}; cmd=${cmd%?} ;; esac
[ -n "$cmd" ] || exit 0
limit=$(sed -n 's/^timeout:[[:space:]]*\([0-9][0-9]*\).*/\1/p' "$conf" 2>/dev/null | head -n 1)
limit=${limit:-600}
if command -v timeout >/dev/null 2>&1; then run="timeout $limit"; else run=""; fi
log=$(mktemp "${TMPDIR:-/tmp}/diagbot-pre-push.XXXXXX") || { sh -c "$cmd" </dev/null; exit; }
trap 'rm -f "$log"' EXIT
$run sh -c "$cmd" </dev/null >"$log" 2>&1
status=$?
cat "$log" >&2
[ "$status" -eq 0 ] && exit 0
[ "$status" -eq 124 ] && echo "diagbot: the tests ran out of time after ${limit}s" >&2
if ! command -v diagbot >/dev/null 2>&1; then
  echo "diagbot: not on PATH, so no explanation (pip install diagbot); the tests failed with exit $status" >&2
elif ! $run diagbot explain --log - --format text <"$log" >&2; then
  echo "diagbot: could not explain this failure; the push is blocked by the tests alone (exit $status)" >&2
fi
exit "$status"
"""


def hooks_dir(cwd: Path) -> Path:
    """Where git runs hooks from: `git rev-parse --git-path hooks`, which honours core.hooksPath."""
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--git-path", "hooks"], cwd=cwd, capture_output=True, text=True, check=False
        )
    except OSError as exc:
        raise UsageError(f"cannot run git: {exc.strerror or exc}") from None
    if out.returncode != 0:
        raise UsageError(f"{cwd}: not inside a git repository ({out.stderr.strip() or 'git rev-parse failed'})")
    return (cwd / out.stdout.strip()).resolve()


def install_hook(cwd: Path, *, force: bool = False) -> Path:
    """Write the hook, executable; refuse to replace someone else's hook unless `force`."""
    path = hooks_dir(cwd) / "pre-push"
    if path.exists() and not force and MARKER not in path.read_text(encoding="utf-8", errors="replace"):
        raise UsageError(f"{path} exists and is not diagbot's hook; use --force to replace it")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(HOOK, encoding="utf-8")
        path.chmod(0o755)
    except OSError as exc:
        raise UsageError(f"{path}: cannot write the hook: {exc.strerror or exc}") from None
    return path


def run_hook(args: list[str]) -> int:
    """Run the hook text with sh, as git would (the entry point pre-commit calls)."""
    # pre-commit passes no refs worth reading; the hook drains stdin, so give it an empty one
    return subprocess.run(["sh", "-c", HOOK, "pre-push", *args], stdin=subprocess.DEVNULL, check=False).returncode
