"""The question's parsed failures: one line each, and failures that share their innermost repository frame, their
error message, or the form of a message about names, its values apart (`'….loaMetres' is possibly 'undefined'`),
grouped under one line that says so, so that a model reads the shared cause once."""

from __future__ import annotations

import re
from collections.abc import Sequence

from diagbot.logs.excerpt.render import read_excerpt
from diagbot.logs.types import GENERIC, MAX_FAILURES, Failure

MAX_MEMBERS = 10  # a group lists this many of its failures; the rest add nothing but their names
_KINDS = {  # what a framework label means, when it is no runner's name: said once above the list
    GENERIC: "a runner no parser knows; its failures were read from the shapes runners share",
    "first-error": "the log's first error line: no runner's format was recognised; the excerpt may show more failures",
}


def failures_section(failures: Sequence[Failure], more: int = 0, excerpt: str | None = None) -> str:
    """The `## Parsed failures` section of the question; `more` failures the log holds beyond these are counted; a
    log line the `excerpt` does not show is said to be left out of it (never a citation the model cannot read)."""
    if not failures:
        return "## Parsed failures\nNone recognised. Read the excerpt; if it shows no failure, say so."
    lines_shown = (range(s.number, s.end + 1) for s in read_excerpt(excerpt or ""))  # a folded run: every line of it
    shown = frozenset(n for run in lines_shown for n in run) or None  # no numbered excerpt: nothing said
    lines = [line for group in _groups(failures) for line in _render(group, shown)]
    lines += [f"- \u2026 and {more} more failures (not listed)"] if more else []
    capped = (
        f" (the first {MAX_FAILURES}; the log may report more)" if len(failures) >= MAX_FAILURES and not more else ""
    )
    lines += [f"- {said}" for said in [_stopped(excerpt or "")] if said]
    kinds = dict.fromkeys(f.framework for f in failures if f.framework in _KINDS)  # each label's meaning, said once
    said = [f"`[{kind}]`: {_KINDS[kind]}." for kind in kinds]
    said += [_SHOWN_SPACE] if any("\u00b7" in line or "\u2192" in line for line in lines) else []
    return f"## Parsed failures{capped}\n" + "".join(f"{x}\n" for x in said) + "\n".join(lines)


_SHOWN_SPACE = (  # diffs.py shows the whitespace that collapsing a message's spaces would hide
    "`\u00b7` stands for a space and `\u2192` for a tab, shown where collapsing whitespace would hide them (several in"
    " a row, a quoted value's edge, two values differing only there); the excerpt shows the log's own text."
)


# the runner was told to stop at the first failure: pytest's `-x` says so at the end; a command the log echoes
# (`> mocha --bail`, `$ pytest -x`, `+ jest --bail`, GitHub's `Run ...`) carries the flag
_STOPPED = re.compile(
    r"(?P<said>stopping after \d+ failures?)"
    r"|^\s*(?:>|\$|\+|Run)\s+\S.*?\s(?P<flag>--bail|--exitfirst|--fail-fast|--failfast|-failfast|--stop-on-failure"
    r"|--maxfail[= ]1)(?:\s|=|$)"
    r"|^\s*(?:>|\$|\+|Run)\s+.*?\bpy\.?test\b.*?\s(?P<x>-x)(?:\s|$)"  # `-x` is pytest's only: not gcc's `-x c`
)
_GUTTER = re.compile(r"^\s*\d+[|~*]")  # the excerpt's `N|` before each log line


def _stopped(excerpt: str) -> str | None:
    """What says the run stopped at its first failure, as the question's note: tests after it never ran."""
    for line in excerpt.splitlines():
        if (text := _GUTTER.sub("", line, count=1)) != line and (m := _STOPPED.search(text)):
            what = f"`{m['said']}`" if m["said"] else f"its command has `{m['flag'] or m['x']}`"
            return f"The run stopped at its first failure (the log: {what}): tests after it did not run."
    return None


def _groups(failures: Sequence[Failure]) -> list[list[Failure]]:
    """Failures in log order, each joining the first group that shares its frame or its message."""
    groups: list[list[Failure]] = []
    found: dict[tuple[str, str], int] = {}
    for failure in failures:
        keys = [("frame", _innermost(failure)), ("message", failure.message), ("form", _form(failure.message))]
        keys = [k for k in keys if k[1]]
        at = next((found[k] for k in keys if k in found), len(groups))
        if at == len(groups):
            groups.append([])
        groups[at].append(failure)
        for key in keys:
            found.setdefault(key, at)
    return groups


def _render(group: list[Failure], shown: frozenset[int] | None = None) -> list[str]:
    if len(group) == 1:
        return [f"- {_head(group[0], shown)}: {group[0].message}"]
    frames, messages = {_innermost(f) for f in group}, {f.message for f in group}
    shared = [f"the innermost repository frame `{frames.pop()}`"] if len(frames) == 1 and _innermost(group[0]) else []
    forms = {_form(f.message) for f in group} if len(messages) > 1 else set()
    form = forms.pop() if len(forms) == 1 else ""  # each of one form, its values apart ("": not all said one)
    shared += ["the same error"] if len(messages) == 1 else ["one form of error, their values apart"] if form else []
    said = " and ".join(shared) or "an innermost frame or an error with another one here"
    top = f"- {len(group)} failures share {said}" + (
        f": {group[0].message}" if len(messages) == 1 else f": {form}" * bool(form)
    )
    members = [f"  - {_head(f, shown)}" + ("" if len(messages) == 1 else f": {f.message}") for f in group[:MAX_MEMBERS]]
    more = len(group) - len(members)
    return [top, *members] + ([f"  - ... and {more} more like these, left out here"] if more else [])


_QUOTED = re.compile(r"'([^'\n]{1,80})'|\"([^\"\n]{1,80})\"|`([^`\n]{1,80})`")
_NUMBER = re.compile(r"(?<![\w.])-?\d+(?:\.\d+)?(?![\w.])")


def _form(message: str) -> str:
    """The form of a message about names (a compiler's, a type checker's), its values left out: a quoted member by
    its last part (`'b.boat.loaMetres'` as `'….loaMetres'`), other quoted text but a name and numbers as `…`. ""
    for a message naming nothing (an assertion's values: `expected '…' to be '…'` is every assertion's form)."""
    named = 0

    def name(m: re.Match[str]) -> str:
        nonlocal named
        text, q = next(g for g in m.groups() if g is not None), m[0][0]
        if re.fullmatch(r"[A-Za-z_$][\w$]*(?:\.[\w$]+)*", text):  # a name, a type, a member (`'a.boat.loa'`)
            named += 1
            return m[0] if "." not in text else f"{q}….{text.rpartition('.')[2]}{q}"
        return f"{q}…{q}"

    form = _NUMBER.sub("…", _QUOTED.sub(name, message))
    return form if named and form != message else ""


def _innermost(f: Failure) -> str:
    """The innermost repository frame the failure passed through: its `frame`, else its own place."""
    return f.frame or (f"{f.path}:{f.line}" if f.path and f.line else "")


def _head(f: Failure, shown: frozenset[int] | None = None) -> str:
    """`test `t`, at `path:line`, log line N, [framework]`; `log line N (not in the excerpt)` when it is left out."""
    where = f.path + (f":{f.line}" if f.line else "") if f.path else None
    fields = [f"test `{f.test}`" if f.test else None, f"at `{where}`" if where else None]
    hidden = " (not in the excerpt)" if shown is not None and f.log_line and f.log_line not in shown else ""
    fields += [f"log line {f.log_line}{hidden}" if f.log_line else None, f"[{f.framework}]"]
    return ", ".join(x for x in fields if x)
