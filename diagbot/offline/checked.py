"""The value the failing check reads: when the test's line checks a field of what the called function returns
(`expect(b.minutes).toBe(325)`, `self.assertEqual(st.saved_cents, 0)`), the line of that function giving the field
its value (`minutes: journeyMinutes(route, from, to),`) is where the value was made. When the branch's changes in
the reached function touch other fields only (a discount added beside the minutes), they did not make the value
the test sees: the search goes on down the calls on that line, and their changes are blamed before the others.
"""

from __future__ import annotations

import re

from diagbot.filekinds import TEST_FILE
from diagbot.offline.calls import JS_FILE, calls_on, code_only, members, statement
from diagbot.offline.change import Hunk, hunk_rows, hunks_in_reach
from diagbot.offline.findings import Findings
from diagbot.offline.span import reach_span


def checked_fields(f: Findings) -> list[str]:
    """The fields the failing test's line reads of a value (not of the test's own `self`/`this`)."""
    if not f.code or not f.failure or not f.failure.test:
        return []
    path, focus, code = f.code[0]
    if not TEST_FILE.search(path):
        return []
    line = statement(code, focus)
    own = {m for m in re.findall(r"(?:\bself|\bthis|@)\s*\.?\s*([A-Za-z_]\w*)", code_only(line))}
    return [m for m in members(line) if len(m) > 2 and m not in own]


def field_line(f: Findings) -> tuple[int, int, list[str]] | None:
    """In the function the test calls (the first read after the test's), the line giving a checked field its value
    and calling something: (its read's index in `code`, its line, the functions it calls)."""
    gives = _gives(checked_fields(f))
    if gives is None or len(f.code) < 2:
        return None
    path, focus, code = f.code[1]
    if TEST_FILE.search(path):
        return None
    start, end = reach_span(code, focus)
    for n in range(start, end + 1):
        text = code.get(n, "")
        if gives.match(code_only(text)) and (names := calls_on(text, js=bool(JS_FILE.search(path)))):
            return 1, n, names
    return None


def _gives(fields: list[str]) -> re.Pattern[str] | None:
    """A line giving one of the fields its value: `minutes: f(x),`, `self.minutes = f(x)`, `const minutes = f(x);`,
    a keyword argument `minutes=f(x),`."""
    if not fields:
        return None
    alt = "|".join(map(re.escape, fields))
    return re.compile(
        rf"^\s*(?:(?:const|let|var|val|final|auto)\s+)?(?:(?:this|self)\.|@)?({alt})\s*(?::=|:(?!:)|=(?![=>]))"
    )


def gives_checked(f: Findings, h: Hunk) -> bool:
    """The hunk adds a line giving a checked field its value: the change that made what the test reads."""
    gives = _gives(checked_fields(f))
    rows = hunk_rows(f.changes, h) if gives else []
    return gives is not None and any(r[6:7] == "+" and gives.match(code_only(r[7:])) for r in rows)


def off_field(f: Findings) -> bool:
    """The checked field's value is made on an unchanged line of the reached function, calling on, and none of the
    changed code the reads reach so far names a checked field: the changes in view are beside the value."""
    at = field_line(f)
    if at is None:
        return False
    path = f.code[at[0]][0]
    fields = re.compile(rf"\b({'|'.join(map(re.escape, checked_fields(f)))})\b")
    hunks = hunks_in_reach(f.changes, f.code, source_only=True)
    if any(h.path == path and at[1] in h.code for h in hunks):
        return False  # the line giving the value changed itself
    return not any(fields.search(text) for h in hunks for text in _changed_text(f, h))


def beyond(f: Findings, h: Hunk) -> bool:
    """The hunk lies in code read after the function the test calls (down the calls on the checked field's line)."""
    at = field_line(f)
    return at is not None and any(
        p == h.path and h.meets(*reach_span(code, focus)) for p, focus, code in f.code[at[0] + 1 :]
    )


def _changed_text(f: Findings, h: Hunk) -> list[str]:
    """The hunk's added and removed lines."""
    return [r[7:] for r in hunk_rows(f.changes, h) if r[6:7] in ("+", "-")]
