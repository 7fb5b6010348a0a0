"""`diagbot hook install`: put the pre-push hook where git looks for it (core.hooksPath respected)."""

from __future__ import annotations

import subprocess
from pathlib import Path

from diagbot.errors import UsageError

MARKER = "# diagbot pre-push hook"

# the text of hooks/pre-push, kept here so an installed wheel carries it (tests/test_hook.py checks they match)
HOOK = r"""#!/bin/sh
# diagbot pre-push hook: runs the tests; when they fail, explains why. Reinstall: diagbot hook install --force
# With diagbot on PATH, `diagbot hook run` does it all with diagbot's settings (DIAGBOT_* env over .diagbot.yml
# or pyproject.toml [tool.diagbot]). Without it, a plain-sh fallback runs the tests and explains nothing; it reads
# DIAGBOT_TEST_COMMAND and DIAGBOT_TIMEOUT, else one-line `test_command` and `timeout` values from that file.
[ "${DIAGBOT_SKIP:-}" = 1 ] && exit 0
cat >/dev/null # git sends the refs on stdin; drain them so git never sees a broken pipe
why="not on PATH (pip install diagbot), so a plain-sh fallback runs the tests and nothing explains a failure"
if command -v diagbot >/dev/null 2>&1; then
  verdict=$(diagbot hook run --verdict </dev/null) # its last line, `diagbot-hook-verdict N`: the tests decided N
  status=$?
  case $verdict in *"diagbot-hook-verdict "[0-9]*) exit "${verdict##* }" ;; esac
  why="\`diagbot hook run\` failed (exit $status) before the tests ran (an older diagbot? pip install -U diagbot),"
  why="$why so a plain-sh fallback runs them"
fi
value() { # $1: a sed script printing a key's value; the first one, unquoted, its trailing comment cut
  v=$(sed -n "$1" "$conf" 2>/dev/null | head -n 1)
  case $v in
    \"*) v=${v#?}; v=${v%%\"*} ;;
    \'*) v=${v#?}; v=${v%%\'*} ;;
    *) v=$(printf '%s\n' "$v" | sed 's/[[:space:]]#.*//; s/[[:space:]]*$//') ;;
  esac
  printf '%s' "$v"
}
if [ -f .diagbot.yml ]; then conf=.diagbot.yml at='' eq=':'
else conf=pyproject.toml at='/^\[tool\.diagbot\]/,/^\[/' eq='[[:space:]]*='; fi
cmd=${DIAGBOT_TEST_COMMAND:-$(value "${at}s/^test_command${eq}[[:space:]]*//p")}
limit=${DIAGBOT_TIMEOUT:-$(value "${at}s/^timeout${eq}[[:space:]]*//p")}
case $limit in '' | *[!0-9]*) limit=600 ;; esac
[ -n "$cmd" ] || { echo "diagbot: $why; it found no test_command, so no tests ran" >&2; exit 0; }
echo "diagbot: $why: $cmd" >&2
if command -v timeout >/dev/null 2>&1; then run="timeout $limit"; else run=""; fi
log=$(mktemp "${TMPDIR:-/tmp}/diagbot-pre-push.XXXXXX") || { sh -c "$cmd" </dev/null; exit; }
trap 'rm -f "$log"' EXIT
$run sh -c "$cmd" </dev/null >"$log" 2>&1
status=$?
cat "$log" >&2
[ "$status" -eq 0 ] && exit 0
[ "$status" -eq 124 ] && echo "diagbot: the tests ran out of time after ${limit}s" >&2
if command -v diagbot >/dev/null 2>&1 && ! $run diagbot explain --log - --format text <"$log" >&2; then
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
