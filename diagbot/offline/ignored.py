"""A parameter the branch gave a function that its body never reads, computing instead with the very value the
parameter defaults to: `def billable_steps(minutes, grace, step=60)` still `return ceil(minutes / 60)`. The
signature was generalised and the body was not; the body's literal is where the parameter was meant, and every
caller handing another value gets the default's answer."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.arguments import listed_items
from diagbot.offline.bodies import Rows, bare_code, body_rows, diff_rows, removed_by_run, written_files
from diagbot.offline.kinds import without_comment

# a function's head on one line: Python's and Ruby's `def`, JavaScript's and PHP's `function`, Go's `func`
_HEAD = re.compile(r"^\s*(?:[\w\s]*\s)?(?:def|function|func|fn)\s+(?:\([^()]*\)\s*)?[A-Za-z_$][\w$]*\s*\(")
_PARAM = re.compile(
    r"^[*&\s]*(?:(?:readonly|public|private|protected|final|int|float|string|bool|array|\?\w+)\s+)*"
    r"\$?([A-Za-z_]\w*)\s*(?::[^=]+)?=\s*(.+)$"
)  # `step=60`, `step: int = 60`, `int $step = 60`
_LITERAL = re.compile(r"-?\d+(?:\.\d+)?|'[^']*'|\"[^\"]*\"")  # a number or a string: a value a body can spell out
_SEEN_ALL = re.compile(r"\b(?:locals|vars|func_get_args|arguments|binding)\b|\*\*\w|\.\.\.\w")  # reads every name


@lru_cache(maxsize=2)
def ignored_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The lines of changed source files (not tests) that spell out the default of a parameter the branch added to
    their function's signature, in a body that never reads that parameter; strength 2: the value the caller hands
    is thrown away."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        parsed = diff_rows(f.patch)
        spans, removed = removed_by_run(parsed)
        for i, (n, mark, text) in enumerate(parsed):
            if mark == "+" and n and (m := _HEAD.match(code := without_comment(text, f.path))):
                old = [t for t in removed[spans[i]] if _HEAD.match(t)]
                found |= {(f.path, line): 2 for line in _ignoring(parsed, i, m, code, old, f.path)}
    return MappingProxyType(found)


def _ignoring(parsed: Rows, i: int, head: re.Match[str], code: str, old: list[str], path: str) -> list[int]:
    """The body lines holding the default of a parameter that the head at row `i` gained over the head it replaced
    (`old`: the heads its run of removed and added lines removed), when the body, seen whole in the diff, never reads
    it."""
    new = _defaults(code, head.end())
    if len(old) != 1 or not new:
        return []  # a new function, or one the diff shows no former head of: not a signature generalised
    had = _names(old[0], (_HEAD.match(old[0]) or head).end())
    body = body_rows(parsed, i)
    if body is None or any(_SEEN_ALL.search(t) for _, t in body):
        return []
    found: list[int] = []
    for name, default in new.items():
        if name in had or not _LITERAL.fullmatch(default) or default in ("0", "1", "-1", "''", '""'):
            continue  # a parameter it had, a default no literal spells out, or one too common to tell
        if any(re.search(rf"(?<![\w$]){re.escape(name)}(?![\w])", bare_code(t, path)) for _, t in body):
            continue
        rx = re.compile(rf"(?<![\w.]){re.escape(default)}(?![\w.])")
        found += [n for n, t in body if rx.search(bare_code(t, path) if default[0].isdigit() else t)][:1]  # a comment
        # saying `60` is no line computing with it
    return found


def _defaults(head: str, start: int) -> dict[str, str]:
    """The parameters of the head whose text starts at `start` that have a default: name and default."""
    items = listed_items(head, start) or []
    return {m[1]: m[2].strip() for item in items if (m := _PARAM.match(item))}


def _names(head: str, start: int) -> set[str]:
    """The names of the parameters the head lists (with or without defaults)."""
    return {
        m[1] for item in listed_items(head, start) or [] if (m := re.search(r"\$?([A-Za-z_]\w*)\s*(?:[:=]|$)", item))
    }
