"""`diagbot hook run`: the pre-push hook's work, in Python so it reads the settings every other command reads.

The sh hook (hooks/pre-push) hands over to this when diagbot is on PATH; pre-commit calls it directly. The
settings come from load_settings (DIAGBOT_* env > .diagbot.yml / pyproject.toml [tool.diagbot] > defaults), so
the hook cannot drift from what the README documents. The tests' exit status is the verdict; explaining a
failure runs in a child process, so nothing it does can change that verdict.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from diagbot.config import load_settings
from diagbot.errors import UsageError
from diagbot.gitdiff import git

VERDICT = "diagbot-hook-verdict"  # `--verdict`'s stdout line: the sh hook knows the tests were run and decided
TIMED_OUT, INTERRUPTED, GRACE_S = 124, 130, 5.0  # 124: what coreutils `timeout` exits with
EXPLAIN_MIN_S = 60  # a short test timeout must not cut the explanation too (a model's turns take seconds each)


def run_hook(verdict: bool = False) -> int:
    """Run the tests and explain a failure; the tests' status (0 lets the push through). `verdict`: print it too."""
    status = _run(_top_level(Path.cwd()))
    if verdict:
        sys.stdout.write(f"{VERDICT} {status}\n")
    return status


def _run(top: Path) -> int:
    if os.environ.get("DIAGBOT_SKIP") == "1":
        return 0
    try:
        settings = load_settings({}, os.environ, top)
    except UsageError as exc:  # unreadable settings: running no tests must not let the push through unsaid
        _say(f"error: {exc}")
        _say("the pre-push hook cannot read its settings, so no tests ran and the push is blocked (skip it once with")
        sys.stderr.write("  DIAGBOT_SKIP=1 or git push --no-verify)\n")
        return 2
    if not settings.test_command:
        _say("no test_command (DIAGBOT_TEST_COMMAND, .diagbot.yml or pyproject.toml [tool.diagbot]): no tests ran")
        return 0
    with tempfile.TemporaryDirectory(prefix="diagbot-pre-push-") as tmp:
        log = Path(tmp) / "tests.log"
        status = _run_tests(settings.test_command, settings.timeout, top, log)
        if status == TIMED_OUT:
            _say(f"the tests ran out of time after {settings.timeout}s")
        if status not in (0, INTERRUPTED):
            _explain(log, settings.timeout, top, status)
    return status


def _run_tests(command: str, limit: int, top: Path, log: Path) -> int:
    """The test command's status, its output shown on stderr as it comes and kept in `log` (any size on disk)."""
    shell = shutil.which("sh")
    args: list[str] | str = [shell, "-c", command] if shell else command
    done = threading.Event()
    with log.open("wb") as out:
        proc = subprocess.Popen(
            args,
            shell=shell is None,
            cwd=top,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group: a timeout stops the children it started too
        )
        shown = threading.Thread(target=_follow, args=(log, done), daemon=True)
        shown.start()
        try:
            status = proc.wait(timeout=limit)
        except subprocess.TimeoutExpired:
            status = _stop(proc, TIMED_OUT)
        except KeyboardInterrupt:
            status = _stop(proc, INTERRUPTED)
        done.set()
        shown.join()
    return status if status >= 0 else 128 - status  # killed by signal N: 128+N, as a shell says it


def _follow(log: Path, done: threading.Event) -> None:
    """Copy what the tests write to stderr until they have ended (a daemon they left behind is not waited for)."""
    sys.stderr.flush()
    with log.open("rb") as f:
        while True:
            ended = done.is_set()
            chunk = f.read(1 << 16)
            if chunk:
                _show(chunk)
            elif ended:
                return
            else:
                done.wait(0.05)


def _show(chunk: bytes) -> None:
    sink = getattr(sys.stderr, "buffer", None)
    if sink is None:  # a text-only stderr (an embedding host): decode what cannot be written raw
        sys.stderr.write(chunk.decode("utf-8", "replace"))
    else:
        sink.write(chunk)
    (sink or sys.stderr).flush()


def _stop(proc: subprocess.Popen[bytes], status: int) -> int:
    """Stop the tests' process group: TERM, then KILL after a grace period; returns `status`."""
    for sig in (signal.SIGTERM, getattr(signal, "SIGKILL", signal.SIGTERM)):
        try:
            if hasattr(os, "killpg"):
                os.killpg(proc.pid, sig)
            else:  # Windows: no process groups to signal
                proc.kill()
        except OSError:  # already gone
            pass
        try:
            proc.wait(timeout=GRACE_S)
            break
        except subprocess.TimeoutExpired:
            continue
    return status


def _explain(log: Path, limit: int, top: Path, status: int) -> None:
    """`diagbot explain` on the tests' output, its report on stderr; its failure is one line, never the verdict."""
    if log.stat().st_size == 0:
        _say(f"the tests printed nothing, so there is nothing to explain (exit {status})")
        return
    sys.stderr.flush()
    cmd = [sys.executable, "-m", "diagbot", "explain", "--log", str(log), "--format", "text"]
    try:
        code = subprocess.run(
            cmd, cwd=top, stdin=subprocess.DEVNULL, stdout=2, timeout=max(limit, EXPLAIN_MIN_S), check=False
        ).returncode
    except (OSError, subprocess.TimeoutExpired):
        code = -1
    if code != 0:
        _say(f"could not explain this failure; the push is blocked by the tests alone (exit {status})")


def _top_level(cwd: Path) -> Path:
    """The work tree's top, where git runs hooks and the settings file lives; `cwd` outside git."""
    top = (git(str(cwd), "rev-parse", "--show-toplevel") or "").strip()
    return Path(top) if top else cwd


def _say(text: str) -> None:
    sys.stderr.write(f"diagbot: {text}\n")
    sys.stderr.flush()
