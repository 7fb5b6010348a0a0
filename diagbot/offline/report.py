"""The offline model's conclusion: Cause / Evidence / Fix / Confidence written from the findings alone.

The evidence is only what the log, the tool results and the git facts showed; confidence is "medium" at
most, and only for a slip the diff shows or a change in reach among few (confidence.py).
"""

from __future__ import annotations

from diagbot.change_order import by_relevance, leads
from diagbot.filekinds import TEST_FILE
from diagbot.gitinfo import RepoFacts
from diagbot.logs.types import GENERIC, Failure, LogDigest
from diagbot.offline.also_changed import moved_module
from diagbot.offline.clues import runs
from diagbot.offline.code import enclosing
from diagbot.offline.confidence import level as confidence
from diagbot.offline.findings import Findings, Hit
from diagbot.offline.pick import related_line
from diagbot.offline.report_change import change_cause, change_evidence, named_evidence, set_aside_imports
from diagbot.offline.report_row import Row, changed_row, row_cause
from diagbot.offline.span import reach_span
from diagbot.offline.stale import stale_clause
from diagbot.offline.unbound import unbound_clause
from diagbot.offline.wording import at_line, first_line, q

_HEADER = "_Offline heuristic diagnosis (no model was used): located by text search, not by understanding the code._"


def render_conclusion(f: Findings, repo: RepoFacts | None, digest: LogDigest | None = None) -> str:
    """Cause / Evidence / Fix / Confidence from what the tools showed, and nothing more."""
    fail = f.failure
    if fail is None and digest is not None and digest.unreadable:
        return _UNREADABLE.format(header=_HEADER, seen=len(f.files), why=digest.unreadable)
    if fail is None:
        return _NO_FAILURE.format(header=_HEADER, seen=len(f.files))
    f, aside = set_aside_imports(f)
    code = [r for r in f.reads if r[2]]
    located = {r[0] for r in f.reads} | {c.path for c in f.chain}  # the files read, and the changes read
    touched = sorted(located & set(repo.changed)) if repo else []
    cause = f"{q(fail.test)} fails" if fail.test else "The run fails" if runs(fail) else "The build fails"
    error = first_line(fail.message)
    if error and not (fail.test and fail.test in error):  # a header that only restates the test adds nothing
        cause += f" with {q(error)}"
    moved = moved_module(fail.message, f.changes)
    cause += unbound_clause(fail, f.changes)  # the line a removed binding leaves reading nothing, before the change
    cause += stale_clause(fail, f.frame, {(p, n): t for p, _, code in f.code for n, t in code.items()}, f.changes)
    row = changed_row(f)
    cause += row_cause(row, f) if row else ""
    cause += change_cause(f) if f.change else f"; {moved}" if moved else "" if row else _related(f)  # then the way
    cause += "" if f.change else "".join(f"; {_role(i, r, code)} {at_line(r)}" for i, r in enumerate(code))
    said = q(first_line(fail.message) or fail.framework)
    evidence = [f"- {f'log line {fail.log_line}' if fail.log_line else 'the log'}: {said}"]
    unseen = f"the log names {q(fail.path)}, which no tool result showed" if fail.path else "no file is named or found"
    way = [f"- {at_line(r)}" for r in code] or [f"- {unseen}"]
    found = (change_evidence(f) if f.change else named_evidence(f)) + aside
    evidence += found + way if f.change else way + found  # a change read: what it changed, then the way there
    evidence.append(f"- {_changed_note(touched, repo, f)}")
    source = [r for r in code if not TEST_FILE.search(r[0])]
    target = (source or code)[-1] if code else None  # fix the code under test, not the test
    fix = _fix(f, fail, target, code, error, row, moved, touched, repo)
    if target and f.body and "```" not in f.body:
        evidence.insert(evidence.index(way[-1]) + 1, "\n  ```\n  " + f.body.replace("\n", "\n  ") + "\n  ```")
    level = confidence(f)  # a slip read, or a change among few (confidence.py)
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
            rerun = f"Then re-run {q(fail.test)}."
            return f"{at} so that the test passes; or update the test if the new behaviour is intended. {rerun}"
        return (
            f"{at} so that {q(error)} goes away. Then re-run the failing step."
            if error
            else f"{at}. Then re-run the failing step."
        )
    name = f.enclosing if target is not None and target == code[0] else _defined_at(f, target) or f.symbol
    what = f"`{name}`" if name else "the code"
    where = f"{what} at `{target[0]}:{target[1]}`" if target else None
    if fail.test:
        fix = f"Make {where} do what the test expects" if where else "Locate the failure"
        fix += f", or update the test if the new behaviour is intended; then re-run {q(fail.test)}."
    else:  # a build, compile or lint error: there is no test to update
        fix = f"Fix {where}" if where else "Locate the failure"
        fix += f" so that {q(error)} goes away; then re-run the failing step." if error else "; then re-run the step."
    if row:
        fix += f" Start with the row for {q(row[2])} at `{row[0]}:{row[1]}`: check its values against the test's."
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


def _related(f: Findings) -> str:
    """With no change to blame: the line of the function the failure leads to that its compared values point at."""
    read = next((r for r in reversed(f.code[1:]) if not TEST_FILE.search(r[0])), None)
    if read is None or f.failure is None:
        return ""
    path, focus, code = read
    line = related_line(code, *reach_span(code, focus), f.failure.message)
    if line is None:
        return ""
    return f"; in the code it leads to, `{path}:{line}` ({q(code[line].strip())}) uses what the failure compares"


def _defined_at(f: Findings, target: Hit | None) -> str | None:
    """The function defined at a read line one call further in (what the called function calls)."""
    code = next((c for p, n, c in f.code if target and (p, n) == target[:2]), None)
    return enclosing(code, target[1]) if code and target and target not in f.reads[:2] else None


def _role(i: int, read: Hit, code: list[Hit]) -> str:
    """How a read line relates to the failure: the failing line, then the test it ran in or the code it reached."""
    if i == 0:
        return "the failing line is"
    return "the test is" if TEST_FILE.search(read[0]) and not TEST_FILE.search(code[0][0]) else "it leads to"


def _changed_note(touched: list[str], repo: RepoFacts | None, f: Findings) -> str:
    if repo is None:
        return "not a git checkout: changed files unknown"
    if touched:
        return f"changed vs {repo.base or 'HEAD'}: {', '.join(f'`{p}`' for p in touched)} (among the located files)"
    files = by_relevance(
        repo.changes.files, leads(repo.changes.files, LogDigest("", (f.failure,) if f.failure else ()))
    )
    # named in the question's order, never cited as a location: a hunk the failure does not reach is not blamed
    listed = ", ".join(f"`{c.path}`" for c in files[:5]) + (" ..." if len(files) > 5 else "")
    return f"none of the located files changed vs {repo.base or 'HEAD'}" + (f"; changed: {listed}" if listed else "")


_UNREADABLE = """{header}

### Cause
No failure can be read, because {why}. No cause is claimed.

### Evidence
- {why}
- glob listed {seen} repository files; nothing points at one of them

### Fix
Capture the failing step's output as text (e.g. `pytest 2>&1 | tee test.log`) and run diagbot on that log.

### Confidence
low: there was no log text to read.
"""
