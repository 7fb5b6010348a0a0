"""`diagbot selftest`: the seed's acceptance points, checked end to end on a generated sandbox, offline.

Each check imports the parts it exercises itself, so a missing or broken part fails its own checks
(with the reason) instead of stopping the selftest.
"""

from __future__ import annotations

import json
import re
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from diagbot.diagnosis import Diagnosis
from diagbot.errors import DiagbotError
from diagbot.sandbox import PLANTED_LOG_PASSWORD, PLANTED_TOKEN, write_sandbox

if TYPE_CHECKING:
    from diagbot.tools.executor import Executor


class _Failed(Exception):
    """A check's expectation did not hold; the message says what was seen instead."""


def _expect(ok: bool, reason: str) -> None:
    if not ok:
        raise _Failed(reason)


def _executor(root: Path) -> Executor:
    from diagbot.logs.redact import redact
    from diagbot.tools.executor import Executor

    return Executor.for_root(root, redact=redact)


def _diagnose(tmp: Path, inject: str | None = None) -> Diagnosis:
    """One question about the sandbox, through the real log pipeline, prompt, loop, tools and offline model."""
    from diagbot.agent import run_loop
    from diagbot.logs.extract import digest_log
    from diagbot.offline.provider import MockProvider
    from diagbot.prompt import build_messages

    digest = digest_log(write_sandbox(tmp))
    _expect(bool(digest.failures), "the log parser found no failure in the sandbox log")
    provider = MockProvider(digest, None, inject=inject)
    return run_loop(provider, _executor(tmp / "repo"), build_messages(digest, None))


def check_question(tmp: Path) -> str:
    """One question shows glob, grep and read_file in that order, then a conclusion."""
    d = _diagnose(tmp)
    tools = [t.tool for t in d.trace]
    _expect(tools[:3] == ["glob", "grep", "read_file"], f"calls were {tools}")
    _expect(all(t.ok for t in d.trace), "a call failed: " + "; ".join(t.summary for t in d.trace if not t.ok))
    _expect(d.status == "concluded" and "### Cause" in d.conclusion, f"status {d.status}")
    fed = ", ".join(f"{t.tool} {t.chars}" for t in d.trace)
    return f"one question: {fed} chars fed back, then a conclusion"


def check_accumulator(tmp: Path) -> str:
    """Interleaved fragments whose index starts at 1 merge into two whole calls, drained in index order."""
    from diagbot.llm.accumulate import ToolCallAccumulator
    from diagbot.llm.types import ToolCallDelta as D

    acc = ToolCallAccumulator()
    for delta in (D(1, "call_a", "glob"), D(2, "call_b", "grep"), D(1, args_delta='{"pattern": "**/'),
                  D(2, args_delta='{"pattern": "divide"}'), D(1, args_delta='*.js"}')):  # fmt: skip
        acc.push(delta)
    got = [(c.id, c.name, json.loads(c.args)) for c in acc.drain()]
    want = [("call_a", "glob", {"pattern": "**/*.js"}), ("call_b", "grep", {"pattern": "divide"})]
    _expect(got == want, f"merged into {got}")
    return "interleaved fragments starting at index 1 merge into 2 calls"


def check_truncation(tmp: Path) -> str:
    """A 20,000-char result becomes 8,054 chars and says 12000 were cut."""
    from diagbot.tools.base import ToolResult
    from diagbot.tools.truncate import truncate_result

    out = truncate_result(ToolResult("x" * 20_000))
    _expect(
        (len(out.content), "12000" in out.content) == (8054, True),
        f"{len(out.content)} chars: {out.content[4790:4860]!r}",
    )
    _expect(out.meta.get("truncated") is True, "meta does not record the truncation")
    return "a 20000-char result becomes 8054 chars, stating 12000 were cut"


def check_inject(tmp: Path) -> str:
    """INJECT=bad_args: the invalid first call is fed back as a failed result and the run still concludes."""
    d = _diagnose(tmp, inject="bad_args")
    first = d.trace[0]
    _expect((first.tool, first.ok) == ("edit_file", False), f"first call was {first.tool} ok={first.ok}")
    _expect(d.status == "concluded", f"the run ended {d.status}: {d.error}")
    return f"INJECT=bad_args feeds back a failed result ({first.summary}) and the run concludes"


def check_escape(tmp: Path) -> str:
    """A path outside the repository is refused, by `..` and by absolute path."""
    write_sandbox(tmp)
    (tmp / "outside.txt").write_text("outside\n", encoding="utf-8")
    ex = _executor(tmp / "repo")
    results = [ex.execute("read_file", json.dumps({"path": p})) for p in ("../outside.txt", str(tmp / "outside.txt"))]
    _expect(not any(r.ok or "outside\n" in r.content for r in results), "an outside file was read")
    return f"a path escape is refused ({results[0].content.splitlines()[0][:60]})"


def check_secret(tmp: Path) -> str:
    """A token planted in a repository file, and a password in the log, never reach the model."""
    from diagbot.logs.extract import digest_log
    from diagbot.prompt import build_messages, render_question

    question = render_question(build_messages(digest_log(write_sandbox(tmp)), None))
    ex = _executor(tmp / "repo")
    seen = [ex.execute("grep", '{"pattern": "TOKEN"}'), ex.execute("read_file", '{"path": "config/deploy.env"}')]
    _expect(all(r.ok and "TOKEN" in r.content for r in seen), "the planted file was not found")
    _expect(not any(PLANTED_TOKEN in r.content for r in seen), "the planted token reached a tool result")
    _expect(PLANTED_LOG_PASSWORD not in question, "the password in the log reached the question")
    return "planted secrets are redacted from tool results and the question"


def check_schemas(tmp: Path) -> str:
    """Every tool's parameter schema forbids unknown properties."""
    specs = _executor(tmp).schemas()
    loose = [s["name"] for s in specs if s["parameters"].get("additionalProperties") is not False]
    _expect(bool(specs) and not loose, f"additionalProperties is not false for {loose or 'any tool'}")
    return f"each tool schema has additionalProperties false ({', '.join(s['name'] for s in specs)})"


def check_unknown_tool(tmp: Path) -> str:
    """An unknown tool is a failed result that names the available tools."""
    r = _executor(tmp).execute("edit_file", '{"path": "a"}')
    _expect(not r.ok and all(n in r.content for n in ("glob", "grep", "read_file")), f"got {r.content!r}")
    return f"an unknown tool is refused, naming the available ones ({r.content[:70]})"


def check_bad_args(tmp: Path) -> str:
    """Arguments that break the schema are a failed result that names the field."""
    r = _executor(tmp).execute("read_file", '{"path": 3}')
    _expect(not r.ok and "path" in r.content, f"got {r.content!r}")
    return "a schema violation is fed back naming the field (path)"


def check_big_read(tmp: Path) -> str:
    """Reading a file of tens of thousands of chars is cut between lines, within 8,000 chars and a note naming them."""
    from diagbot.tools.truncate import MAX_RESULT_CHARS

    write_sandbox(tmp)
    r = _executor(tmp / "repo").execute("read_file", '{"path": "docs/notes.txt"}')
    note = re.search(r"\n…\(lines (\d+)-(\d+) omitted, \d+ chars; read_file offset \1 limit \d+\)…\n", r.content)
    if note is None or not r.ok:
        raise _Failed(f"no note naming the omitted lines in the {len(r.content)} chars fed back")
    _expect(len(r.content) - len(note[0]) + 1 <= MAX_RESULT_CHARS, f"{len(r.content)} chars fed back")
    return (
        f"a {r.meta.get('original_chars')}-char read feeds back {len(r.content)} chars, "
        f"cut between lines: lines {note[1]}-{note[2]} omitted"
    )


CHECKS: tuple[Callable[[Path], str], ...] = (
    check_question, check_accumulator, check_truncation, check_inject, check_escape,
    check_secret, check_schemas, check_unknown_tool, check_bad_args, check_big_read,
)  # fmt: skip
_EXPECTED = (_Failed, DiagbotError, ImportError, OSError, LookupError, TypeError, ValueError, AttributeError)


def run_selftest(out: TextIO) -> int:
    """Run every check, one line each, then `N/N passed`; 0 only if all passed."""
    passed = 0
    for number, check in enumerate(CHECKS, 1):
        with tempfile.TemporaryDirectory(prefix="diagbot-selftest-") as tmp:
            try:
                line = f"ok  {number} {check(Path(tmp).resolve())}"
                passed += 1
            except _EXPECTED as exc:  # a broken part is a failed check with its reason, not a crash
                reason = str(exc) if isinstance(exc, _Failed) else f"{type(exc).__name__}: {exc}"
                line = f"FAIL {number} {(check.__doc__ or check.__name__).rstrip('.')}: {reason}"
        print(line, file=out)
    print(f"{passed}/{len(CHECKS)} passed", file=out)
    return 0 if passed == len(CHECKS) else 1
