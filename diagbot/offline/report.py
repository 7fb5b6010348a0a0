"""The offline model's conclusion: Cause / Evidence / Fix / Confidence written from the findings alone.

The evidence is only what the log, the tool results and the git facts showed; confidence is "medium" at
most, and only when code was read and one of the files read has changed.
"""

from __future__ import annotations

import re
from dataclasses import replace

from diagbot.filekinds import TEST_FILE
from diagbot.gitinfo import RepoFacts
from diagbot.logs.types import GENERIC, Failure
from diagbot.offline.also_changed import changed_declaration, field_row, keyed_row, moved_module, spelled
from diagbot.offline.calls import members
from diagbot.offline.change import hunks_in_reach
from diagbot.offline.changed import Changed
from diagbot.offline.code import enclosing, same_file
from diagbot.offline.findings import Findings, Hit, inert_change, suspects, test_name
from diagbot.offline.named import cited_line, named_hunks
from diagbot.offline.pick import related_line
from diagbot.offline.span import reach_span

_NAMED_LISTED = 4  # changed functions the read code names, listed in the evidence
_HEADER = "_Offline heuristic diagnosis (no model was used): located by text search, not by understanding the code._"


def render_conclusion(f: Findings, repo: RepoFacts | None) -> str:
    """Cause / Evidence / Fix / Confidence from what the tools showed, and nothing more."""
    fail = f.failure
    if fail is None:
        return _NO_FAILURE.format(header=_HEADER, seen=len(f.files))
    f, aside = _set_aside_imports(f)
    code = [r for r in f.reads if r[2]]
    touched = sorted({r[0] for r in f.reads} & set(repo.changed)) if repo else []
    cause = f"{_q(fail.test)} fails" if fail.test else "The build fails"
    error = _first(fail.message)
    if error and not (fail.test and fail.test in error):  # a header that only restates the test adds nothing
        cause += f" with {_q(error)}"
    moved = moved_module(fail.message, f.changes)
    row = _keyed_row(f)
    cause += _row_cause(row, f) if row else ""
    cause += _change_cause(f) if f.change else f"; {moved}" if moved else "" if row else _related(f)  # then the way
    cause += "" if f.change else "".join(f"; {_role(i, r, code)} {_at(r)}" for i, r in enumerate(code))
    evidence = [
        f"- {f'log line {fail.log_line}' if fail.log_line else 'the log'}: {_q(_first(fail.message) or fail.framework)}"
    ]
    unseen = f"the log names {_q(fail.path)}, which no tool result showed" if fail.path else "no file is named or found"
    way = [f"- {_at(r)}" for r in code] or [f"- {unseen}"]
    found = (_change_evidence(f) if f.change else _named_evidence(f)) + aside
    evidence += found + way if f.change else way + found  # a change read: what it changed, then the way there
    evidence.append(f"- {_changed_note(touched, repo)}")
    source = [r for r in code if not TEST_FILE.search(r[0])]
    target = (source or code)[-1] if code else None  # fix the code under test, not the test
    fix = _fix(f, fail, target, code, error, row, moved, touched, repo)
    if target and f.body and "```" not in f.body:
        evidence.insert(evidence.index(way[-1]) + 1, "\n  ```\n  " + f.body.replace("\n", "\n  ") + "\n  ```")
    level = "medium" if f.change else "low"  # only a changed hunk in reach, read, lifts it
    if fail.framework == GENERIC:
        level += "; no parser knows this runner's output: the failure was read from the shapes runners share"
    return (
        f"{_HEADER}\n\n### Cause\n{cause}.\n\n### Evidence\n" + "\n".join(evidence) + f"\n\n### Fix\n{fix}\n\n"
        f"### Confidence\n{level}: heuristic; a model with a key would read the code and check the cause.\n"
    )


def _fix(
    f: Findings,
    fail: Failure,
    target: Hit | None,
    code: list[Hit],
    error: str,
    row: Row | None,
    moved: str | None,
    touched: list[str],
    repo: RepoFacts | None,
) -> str:
    """What to do: revert or adapt the change read; else make the reached code do what the test expects (or fix it
    so that the error goes away), starting with the row, the moved module or the changed files the failure reached."""
    if f.change and not row:  # the change is where to start, not the way there
        at = f"Revert the change at `{f.change.path}:{f.change.line}`, or adapt the code to it,"
        if fail.test:
            rerun = f"Then re-run {_q(fail.test)}."
            return f"{at} so that the test passes; or update the test if the new behaviour is intended. {rerun}"
        return (
            f"{at} so that {_q(error)} goes away. Then re-run the failing step."
            if error
            else f"{at}. Then re-run the failing step."
        )
    name = f.enclosing if target is not None and target == code[0] else _defined_at(f, target) or f.symbol
    what = f"`{name}`" if name else "the code"
    where = f"{what} at `{target[0]}:{target[1]}`" if target else None
    if fail.test:
        fix = f"Make {where} do what the test expects" if where else "Locate the failure"
        fix += f", or update the test if the new behaviour is intended; then re-run {_q(fail.test)}."
    else:  # a build, compile or lint error: there is no test to update
        fix = f"Fix {where}" if where else "Locate the failure"
        fix += f" so that {_q(error)} goes away; then re-run the failing step." if error else "; then re-run the step."
    if row:
        fix += f" Start with the row for {_q(row[2])} at `{row[0]}:{row[1]}`: check its values against the test's."
    elif moved:
        fix += " Update the import to its new name." if "renamed" in moved else " Restore it or drop the import."
    elif touched and repo:
        fix += f" Start with what changed there: `git diff {repo.base or 'HEAD'} -- {' '.join(touched)}`."
    return fix


_NO_FAILURE = """{header}

### Cause
The log shows no recognisable failure: no failing test, error or stack trace was parsed, so no cause is claimed.

### Evidence
- the offline parsers found no failing test, error or stack trace in the log excerpt
- glob listed {seen} repository files; nothing points at one of them

### Fix
Nothing to fix from this log. If the build is red, check that the failing step's output is in the log.

### Confidence
low: the offline heuristics only recognise failure formats they know.
"""


def _set_aside_imports(f: Findings) -> tuple[Findings, list[str]]:
    """A change read that touches only imports or export lists explains nothing: the findings without it, and the
    evidence line saying so."""
    c = f.change
    if c is None or not inert_change(f):
        return f, []
    note = f"- the branch's change read in `{c.path}` changes imports only (not cited: no code changed there)"
    return replace(f, change=None, chain=[]), [note]


def _related(f: Findings) -> str:
    """With no change to blame: the line of the function the failure leads to that its compared values point at."""
    read = next((r for r in reversed(f.code[1:]) if not TEST_FILE.search(r[0])), None)
    if read is None or f.failure is None:
        return ""
    path, focus, code = read
    line = related_line(code, *reach_span(code, focus), f.failure.message)
    if line is None:
        return ""
    return f"; in the code it leads to, `{path}:{line}` ({_q(code[line].strip())}) uses what the failure compares"


Row = tuple[str, int, str, str, str]  # path, line, key, the row, why it matters


def _keyed_row(f: Findings) -> Row | None:
    """A table row the branch changed, keyed by a string the failure's message or the failing line quotes, else a
    field's value it changed that the reached code reads; not when it is the changed line already cited."""
    if f.failure is None or not f.failure.test:
        return None  # a build error is about declarations, not about the data a test reads
    failing = f.reads[0][2] if f.reads else ""
    reads = _fields_read(f)
    body = _test_body(f)
    row = keyed_row(f.changes, f.failure.message, failing, body=body)
    field = field_row(f.changes, reads) if row is None else None
    why = "a key the failure names" if row else ""
    if row and not re.search(rf"['\"`.:]{re.escape(row[2])}\b", f"{f.failure.message}\n{failing}"):
        wanted = re.findall(r"['\"]([^'\"\s]{2,40})['\"]", f"{f.failure.message}\n{failing}\n{body}")
        looked = next((k for k in wanted if spelled(k) == spelled(row[2])), None)
        why = f"spelled apart from {_q(looked)}, the key the test looks up: the lookup misses it" if looked else why
    if field:
        path, line = reads[field[2]][:2]
        row, why = field, f"a field `{path}:{line}` reads"
    c = f.change
    if row is None or (c and same_file(c.path, row[0]) and abs(c.line - row[1]) <= 3):
        return None
    return (*row, why)


def _test_body(f: Findings) -> str:
    """The failing test's lines read, from its first to the failing one."""
    if not f.code:
        return ""
    _, focus, code = f.code[0]
    start = reach_span(code, focus)[0]
    return "\n".join(code[n] for n in range(start, focus + 1) if n in code)


def _fields_read(f: Findings) -> dict[str, tuple[str, int, int, int]]:
    """The members the reached source code reads without calling them (`opts.yearStarts`), each with where (its
    first reading line) and the reading function's span: not the test's own reads."""
    out: dict[str, tuple[str, int, int, int]] = {}
    for path, focus, code in f.code:
        if TEST_FILE.search(path) or not code:
            continue
        start, end = reach_span(code, focus)
        for n in range(start, end + 1):
            for name in members(code.get(n, "")):
                out.setdefault(name, (path, n, start, end))
    return out


def _row_cause(row: Row, f: Findings) -> str:
    """The changed row first; the changed code on the way follows it, when one was read."""
    way = "" if f.change else "; no call from the test into that file was followed"
    return f"; the branch changed `{row[0]}:{row[1]}` ({_q('+ ' + row[3])}), the row for {_q(row[2])}, {row[4]}{way}"


def _defined_at(f: Findings, target: Hit | None) -> str | None:
    """The function defined at a read line one call further in (what the called function calls)."""
    code = next((c for p, n, c in f.code if target and (p, n) == target[:2]), None)
    return enclosing(code, target[1]) if code and target and target not in f.reads[:2] else None


def _change_cause(f: Findings) -> str:
    assert f.change is not None
    c = f.change
    uses = changed_declaration(f.changes, c, f.failure.message if f.failure else "", test_name(f.failure))
    caller = f.chain[-2] if len(f.chain) > 1 and f.chain[-1] is c else None
    by = f.called_from if f.chain and f.chain[0] is c else None
    named = f.named_by if f.chain and f.chain[0] is c else None
    where = (
        f"in code that the branch's change at `{caller.path}:{caller.line}` calls"
        if caller
        else f"in code that `{by[0]}:{by[1]}` calls"
        if by
        else f"in the change to `{named[0]}`, which `{named[1]}:{named[2]}` names"
        if named
        else "in code the failure reaches"
        if any(h.path == c.path and h.first <= c.line <= h.last for h in hunks_in_reach(f.changes, f.code))
        else "in a file the failing test imports"
    )
    if uses and uses[2]:  # the failure's values point into the changed table, not at the line that uses it
        return (
            f"; the branch changed `{uses[0]}` at `{c.path}:{uses[1]}`, the entry the failure's values point at, and"
            f" the code using it: {_change_at(c)}, {where}"
        )
    also = f"; the changed code uses `{uses[0]}`, which the branch also changed at `{c.path}:{uses[1]}`" if uses else ""
    return f"; the branch changed {_change_at(c)}, {where}{also}"


def _change_at(c: Changed) -> str:
    """`src/calc.py:6`: `- return a / b` → `+ return b / a`; the cited line alone when its run opens elsewhere
    (a comment above it, another line first)."""
    if c.cited and c.added and c.cited != c.added[0]:
        quoted = ["", _q(f"+ {c.cited.strip()}")]
    else:
        quoted = [
            _q(f"- {c.removed[0].strip()}") if c.removed else "",
            _q(f"+ {c.added[0].strip()}") if c.added else "",
        ]
    more = len(c.removed) + len(c.added) - sum(1 for q in quoted if q)
    tail = f", and {more} more lines" if more else ""
    return f"`{c.path}:{c.line}` (" + " → ".join(q for q in quoted if q) + tail + ")"


def _change_evidence(f: Findings) -> list[str]:
    """The changed hunk read with the diff tool, and the other changed hunks the failure reaches."""
    if f.change is None:
        return []
    c = f.change
    at = next((i for i, t in enumerate(c.added) if t == c.cited), 0) if c.cited else 0
    start = max(0, at - 1) if at >= 4 else 0  # a long run: the added lines around the cited one
    shown = [f"-{t}" for t in c.removed[:4]] + [f"+{t}" for t in c.added[start : start + 4]]
    block = "\n  ```diff\n  " + "\n  ".join(shown) + "\n  ```" if shown and "```" not in "".join(shown) else ""
    out = [f"- the branch's diff at `{f.change.path}:{f.change.line}`:{block}"]
    for caller in f.chain[:-1] if f.chain and f.chain[-1] is f.change else ():
        out.append(f"- reached through the branch's change at {_change_at(caller)}")
    out += _named_evidence(f)  # other changed functions on the way, before other lines of the same change
    if f.change.elsewhere:  # which added line broke it is not known: the others are cited too
        lines = ", ".join(f"`{f.change.path}:{n}`" for n in f.change.elsewhere[:4])
        out.append(f"- the same change also added code at {lines}")
    others = [h for h in suspects(f) if not (h.path == c.path and h.first <= c.line <= h.last)]  # not the one read
    if others:
        out.append("- also changed in code the failure reaches: " + ", ".join(f"`{h.path}:{h.first}`" for h in others))
    return out


def _named_evidence(f: Findings) -> list[str]:
    """The changed functions the read code names, other than the change read: where else the branch changed code
    on the failure's way."""
    cited = [(c.path, c.line) for c in f.chain] + [(h.path, h.first) for h in suspects(f)]
    named = [
        (h, name) for h, name, _ in named_hunks(f) if not any(p == h.path and h.first <= n <= h.last for p, n in cited)
    ]
    at: dict[tuple[str, int], list[str]] = {}  # two functions changed on one line (`Split`, `split`): one place
    for h, name in named:
        place = (h.path, cited_line(f, h))
        if len(at) < _NAMED_LISTED or place in at:
            at.setdefault(place, []).append(f"`{name}`")
    if not at:
        return []
    listed = ", ".join(f"`{path}:{line}` ({', '.join(names)})" for (path, line), names in at.items())
    return [f"- the read code also names functions the branch changed: {listed}"]


def _role(i: int, read: Hit, code: list[Hit]) -> str:
    """How a read line relates to the failure: the failing line, then the test it ran in or the code it reached."""
    if i == 0:
        return "the failing line is"
    return "the test is" if TEST_FILE.search(read[0]) and not TEST_FILE.search(code[0][0]) else "it leads to"


def _changed_note(touched: list[str], repo: RepoFacts | None) -> str:
    if repo is None:
        return "not a git checkout: changed files unknown"
    if touched:
        return f"changed vs {repo.base or 'HEAD'}: {', '.join(f'`{p}`' for p in touched)} (among the located files)"
    listed = ", ".join(f"`{p}`" for p in repo.changed[:5]) + (" ..." if len(repo.changed) > 5 else "")
    return f"none of the located files changed vs {repo.base or 'HEAD'}" + (f"; changed: {listed}" if listed else "")


def _first(text: str) -> str:
    return (text.splitlines() or [""])[0][:200]


def _at(hit: Hit) -> str:
    return f"`{hit[0]}:{hit[1]}`: {_q(hit[2])}"


def _q(text: str) -> str:
    """Inline code that survives backticks in the text."""
    fence = "``" if "`" in text else "`"
    return f"{fence} {text} {fence}" if fence == "``" else f"`{text}`"
