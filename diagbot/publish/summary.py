"""One summary for a run's failed jobs: a table (job, what fails, where, link), then each diagnosis collapsed.

Jobs whose diagnosis is the same (matrix legs failing the same way) share one. The summary carries its rows in a
hidden state line, read back from the previous comment on the next run: a job that failed then and passes now is
kept as fixed, not dropped; a job not in this run keeps its row as it was.
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from diagbot.diagnosis import Diagnosis
from diagbot.report.markdown import render_markdown
from diagbot.report.safe import code_span, md_text, one_line
from diagbot.words import plural

_STATE = re.compile(r"<!-- diagbot:state=([A-Za-z0-9_=-]*) -->")
_CELL_CHARS = 120
_TESTS_SHOWN = 2
FIXED, FAILING, NO_LOG = "fixed", "failing", "no log"


@dataclass(frozen=True)
class JobOutcome:
    """A failed job as the summary shows it: its diagnosis, or why there is none (a log that is gone)."""

    name: str
    url: str
    diagnosis: Diagnosis | None
    problem: str | None = None
    step: str | None = None


@dataclass(frozen=True)
class Row:
    """One line of the table, as it is kept in the state."""

    status: str
    what: str
    where: str
    url: str


def render_run_summary(
    title: str, outcomes: Sequence[JobOutcome], passed: Sequence[str], previous: str | None, *, limit: int
) -> str:
    """The summary's Markdown (within `limit` chars), the state line at its end."""
    rows = {o.name: _row(o) for o in outcomes}
    for name, old in read_state(previous).items():
        if name not in rows:  # not failing in this run: fixed when it passed, else kept as it was
            rows[name] = Row(FIXED, old.what, old.where, old.url) if name in passed else old
    failing = sum(r.status != FIXED for r in rows.values())
    fixed = len(rows) - failing
    head = f"## diagbot: {plural(failing, 'failed job')} in {title}"
    head += f", {fixed} fixed since an earlier run\n\n" if fixed else "\n\n"
    table = _table(rows)
    state = _state_line(rows)
    groups = group_outcomes([o for o in outcomes if o.diagnosis is not None])
    room = max((limit - len(head) - len(table) - len(state) - 200) // max(len(groups), 1), 2_000)
    details = "".join(_details(names, d, room) for names, d in groups)
    if len(head) + len(table) + len(details) + len(state) + 2 > limit:
        details = "_The diagnoses are too long for this page: each job's own report is in its job summary._\n\n"
    return f"{head}{table}\n{details}{state}\n"


def read_state(body: str | None) -> dict[str, Row]:
    """The rows an earlier summary kept in its state line (nothing when there is none or it does not parse)."""
    match = _STATE.search(body or "")
    if match is None:
        return {}
    try:
        data = json.loads(base64.urlsafe_b64decode(match[1].encode("ascii")))
    except (ValueError, UnicodeDecodeError):
        return {}
    rows = data.get("jobs") if isinstance(data, dict) else None
    return {str(k): _parse_row(v) for k, v in rows.items() if isinstance(v, dict)} if isinstance(rows, dict) else {}


def _parse_row(value: dict[str, Any]) -> Row:
    return Row(*(str(value.get(k) or "") for k in ("status", "what", "where", "url")))


def _state_line(rows: dict[str, Row]) -> str:
    jobs = {name: {"status": r.status, "what": r.what, "where": r.where, "url": r.url} for name, r in rows.items()}
    data = json.dumps({"version": 1, "jobs": jobs}, separators=(",", ":")).encode()
    return f"<!-- diagbot:state={base64.urlsafe_b64encode(data).decode('ascii')} -->"


def _row(o: JobOutcome) -> Row:
    d = o.diagnosis
    if d is None:
        return Row(NO_LOG, o.problem or "no log", "", o.url)
    where = f"{d.locations[0].path}:{d.locations[0].line}" if d.locations and d.locations[0].line else ""
    where = where or (d.locations[0].path if d.locations else "")
    return Row(FAILING, _what(d), where, o.url)


def _what(d: Diagnosis) -> str:
    """The failing tests, else the first error, else the conclusion's first line."""
    failures = d.digest.failures if d.digest else ()
    tests = list(dict.fromkeys(f.test for f in failures if f.test))
    if tests:
        more = f" (+{len(tests) - _TESTS_SHOWN} more)" if len(tests) > _TESTS_SHOWN else ""
        return ", ".join(tests[:_TESTS_SHOWN]) + more
    if failures:
        return one_line(failures[0].message)[:_CELL_CHARS]
    first = next((line for line in d.conclusion.splitlines() if line.strip()), d.error or "")
    return one_line(first.lstrip("#> "))[:_CELL_CHARS]


def _table(rows: dict[str, Row]) -> str:
    lines = ["| Job | Failing | Where | Log |", "|---|---|---|---|"]
    for name, r in rows.items():
        what = f"✅ fixed (was: {md_text(r.what[:_CELL_CHARS])})" if r.status == FIXED else md_text(r.what)
        what = f"⚠️ {what}" if r.status == NO_LOG else what
        where = code_span(r.where) if r.where else ""
        link = f"[job]({r.url})" if r.url.startswith("https://") or r.url.startswith("http://") else ""
        lines.append(f"| {md_text(name)} | {what} | {where} | {link} |")
    return "\n".join(lines) + "\n"


def group_outcomes(outcomes: Sequence[JobOutcome]) -> list[tuple[list[str], Diagnosis]]:
    """Jobs with the same diagnosis in one group, in the order their first job came."""
    groups: dict[Any, tuple[list[str], Diagnosis]] = {}
    for o in outcomes:
        assert o.diagnosis is not None  # the caller passes diagnosed jobs only
        names, _ = groups.setdefault(_sameness(o.diagnosis), ([], o.diagnosis))
        names.append(o.name)
    return list(groups.values())


def _sameness(d: Diagnosis) -> Any:
    """What makes two jobs' diagnoses the same: the same failures (test, place, message), else the same text."""
    failures = d.digest.failures if d.digest else ()
    if failures:
        return tuple((f.test, f.path, f.line, f.message) for f in failures)
    return one_line(d.conclusion) or d.error


def _details(names: list[str], d: Diagnosis, limit: int) -> str:
    label = ", ".join(f"<b>{md_text(n)}</b>" for n in names)
    same = f" (the same failure in {len(names)} jobs)" if len(names) > 1 else ""
    body = render_markdown(d, limit=limit)
    return f"<details><summary>{label}{same}</summary>\n\n{body.rstrip()}\n\n</details>\n\n"
