"""What the CLI writes besides the report itself: progress on stderr, and report files written safely."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TextIO

from diagbot.agent import Observer
from diagbot.errors import UsageError
from diagbot.llm.types import ToolCall
from diagbot.tools.base import ToolResult

_ARGS_SHOWN = 100
# a file we may overwrite without --force starts like a report: markdown, text, or a PR comment body
_REPORT_HEADS = ("## diagbot: ", "diagbot: ", "<!-- diagbot")


def use_color(stream: TextIO, env: Mapping[str, str]) -> bool:
    """Colour only on a terminal, never when NO_COLOR is set (non-empty) or TERM is dumb."""
    if env.get("NO_COLOR") or env.get("TERM") == "dumb":
        return False
    if env.get("FORCE_COLOR"):
        return True
    return bool(getattr(stream, "isatty", lambda: False)())


class StderrProgress(Observer):
    """Writes `> grep({...})` before a call and `v grep fed back N chars - summary` after it."""

    def __init__(self, stream: TextIO, *, color: bool = False, redact: Callable[[str], str] | None = None) -> None:
        self.stream = stream
        self.color = color
        self.redact = redact  # a call's arguments as the report records them: a path or pattern can hold a secret

    def _paint(self, text: str, code: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if self.color else text

    def on_call(self, call: ToolCall) -> None:
        """Announce the call with its arguments (redacted, as the report shows them), shortened."""
        args = " ".join((self.redact(call.args) if self.redact else call.args).split())
        if len(args) > _ARGS_SHOWN:
            args = args[: _ARGS_SHOWN - 3] + "..."
        self.stream.write(f"{self._paint('>', '2')} {call.name}({args})\n")

    def on_result(self, call: ToolCall, result: ToolResult) -> None:
        """Say what went back to the model: v for ok, x for a failed call."""
        mark = self._paint("v", "32") if result.ok else self._paint("x", "31")
        summary = str(result.meta.get("summary") or (result.content.splitlines() or [""])[0])[:120]
        self.stream.write(f"{mark} {call.name} fed back {len(result.content)} chars - {summary}\n")

    def on_error(self, message: str) -> None:
        """A provider or loop error, on one line."""
        self.stream.write(f"{self._paint('x', '31')} {message}\n")


def deliver(report: str, json_report: Callable[[], str], args: object, out: TextIO) -> None:
    """The report to --output (else `out`), and the JSON report to --json-output when asked; `args` has both and
    --force."""
    output, json_output, force = (getattr(args, k, None) for k in ("output", "json_output", "force"))
    if output:
        write_report(Path(output), report, force=bool(force))
    else:
        out.write(report if report.endswith("\n") else report + "\n")
    if json_output:
        write_report(Path(json_output), json_report(), force=bool(force))


def write_report(path: Path, text: str, *, force: bool) -> None:
    """Write atomically; refuse to replace a file that is not a previous diagbot report unless forced. A symlink
    is written through (the file it names gets the report, the link stays), a device or a pipe (`/dev/null`,
    `/dev/stdout`) written into, never replaced; a new report gets the usual permissions, a rewritten one keeps its."""
    check_output(path, force=force)
    body = text if text.endswith("\n") else text + "\n"
    try:
        target = path.resolve() if path.is_symlink() else path
    except (OSError, RuntimeError) as exc:  # a loop of links
        raise UsageError(f"--output {path}: cannot write: {exc}") from None
    if target.exists() and not target.is_file():
        try:
            with target.open("w", encoding="utf-8") as fh:
                fh.write(body)
        except OSError as exc:
            raise UsageError(f"--output {path}: cannot write: {exc.strerror or exc}") from None
        return
    tmp: str | None = None
    try:
        mode = target.stat().st_mode & 0o777 if target.exists() else 0o666 & ~_umask()
        fd, tmp = tempfile.mkstemp(prefix=".diagbot-", dir=target.parent if str(target.parent) else Path("."))
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(body)
        os.chmod(tmp, mode)
        os.replace(tmp, target)  # atomic: a reader sees the old report or the new one, never half
    except OSError as exc:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)
        raise UsageError(f"--output {path}: cannot write: {exc.strerror or exc}") from None


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def check_output(path: Path, *, force: bool) -> None:
    """UsageError unless `path` can take a report: new, empty, an earlier report, a device or a pipe, or `force`."""
    if path.is_dir():
        raise UsageError(f"--output {path}: is a directory")
    if not path.parent.is_dir():
        raise UsageError(f"--output {path}: cannot write: no directory {path.parent}")
    if path.is_file() and not force and not _is_report(path):  # a device or a pipe holds nothing to lose
        raise UsageError(f"--output {path}: exists and is not a diagbot report; use --force to overwrite it")


def _is_report(path: Path) -> bool:
    """Empty, or headed like one of our reports (markdown, text, json)."""
    try:
        with path.open(encoding="utf-8", errors="replace") as fh:
            text = fh.read(16 << 20)
    except OSError:
        return False
    json_report = text.startswith("{") and '"version": 1,' in text and '"trace": ' in text
    return not text.strip() or text.startswith(_REPORT_HEADS) or json_report
