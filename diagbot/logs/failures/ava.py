"""ava's default reporter: a `\u2718 [fail]: file \u203a title` summary line per failed test, then a detail block
per failure headed by the title alone: the assertion's `path:line`, a code frame, what differed, and the stack."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Sequence

from diagbot.logs.failures.messages import one_line
from diagbot.logs.failures.stateful import OUTSIDE_REPO, repo_path
from diagbot.logs.types import Failure

Lines = Sequence[tuple[int, str]]
_FAILED = re.compile(r"^\s*\u2718 \[fail\]: (?P<test>.+?)\s*$")
_CRASH = re.compile(r"^\s*(?:Uncaught exception|Unhandled rejection) in (?P<path>\S+)$")
_RULE = re.compile(r"^\s*\u2500+\s*$")  # ava draws a rule above the details and under them
_ASSERTED_AT = re.compile(r"^\s*(?P<path>[^\s:()]+\.\w+):(?P<line>\d+)$")
_FRAME = re.compile(r"^\s*(?:\u203a|at) (?:.*?\()?(?:file://)?(?P<path>[^\s():]+\.\w+):(?P<line>\d+)(?::\d+)?\)?$")
_CODE = re.compile(r"^\s*\d+: ")
_ERROR = re.compile(r"^\s*(?P<error>[\w.]*(?:Error|Exception)(?: \[\w+\])?: .+)$")


def ava(lines: Lines) -> Iterator[Failure]:
    """One Failure per detail block of a failed ava test (or an uncaught exception in a test file)."""
    failed = [m["test"] for _, text in lines if "[fail]" in text and (m := _FAILED.match(text))]
    if not failed:
        return
    starts = [i for i, (_, text) in enumerate(lines) if _title(text, failed) or _CRASH.match(text)]
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else min(len(lines), start + 80)
        body = [text for _, text in lines[start + 1 : end]]
        body = body[: next((i for i, t in enumerate(body) if _RULE.match(t)), len(body))]
        number, head = lines[start]
        crash = _CRASH.match(head)
        test = None if crash else _title(head, failed)
        path, line = _place(body)
        path = path or (crash["path"] if crash else None)
        yield Failure(say(body) or one_line(head), "ava", test, repo_path(path), line, number)


def _title(text: str, failed: list[str]) -> str | None:
    """The failed test a detail header names: the summary line's title, which may go on with the error's name."""
    if not text.startswith("  ") or text.startswith("   ") or "\u2718" in text:
        return None
    title = text.strip()
    return title if any(f == title or f.startswith(title + " ") for f in failed) else None


def _place(body: list[str]) -> tuple[str | None, int | None]:
    """The innermost stack frame inside the repository, else the assertion's own `path:line`."""
    for rx in (_FRAME, _ASSERTED_AT):
        for text in body:
            if (m := rx.match(text)) and not OUTSIDE_REPO.search(m["path"]):
                return m["path"], int(m["line"])
    return None, None


def say(body: list[str]) -> str | None:
    """The error a stack starts with, else the first label (`Difference (- actual, + expected):`) and its value:
    only the changed lines of a difference."""
    if error := next((m["error"] for t in body if (m := _ERROR.match(t))), None):
        return one_line(error)
    said = [t.strip() for t in body if t.strip() and not _CODE.match(t) and not _ASSERTED_AT.match(t)]
    said = [t for t in said if not _FRAME.match(t)]
    label = next((i for i, t in enumerate(said) if t.endswith(":")), None)
    if label is None:
        return None
    values = list(itertools.takewhile(lambda v: not v.endswith(":"), said[label + 1 : label + 8]))
    if said[label].startswith("Difference"):
        values = [" ".join(v.split()) for v in values if v[:1] in "-+"]
    values = [v.removesuffix(" {").rstrip(",") for v in values if v not in "{}[]"][:3]
    return one_line(f"{said[label]} {', '.join(values)}".strip())
