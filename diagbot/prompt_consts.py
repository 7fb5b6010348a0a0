"""The values a shown change reads but does not show: the UPPER_CASE constants its added lines use (`tb_field(out,
name, SPECIES_COLS)`, `limit * MAX_PLACES`), defined in the same file outside the hunks the question shows. Each is
one numbered line, so that checking the changed code's arithmetic needs no call."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from diagbot.errors import UsageError
from diagbot.filekinds import is_source, is_test
from diagbot.prompt_fit import Shown
from diagbot.prompt_rows import CONSTANT_NAME, defines
from diagbot.tools.base import ToolError
from diagbot.tools.lines import read_lines
from diagbot.tools.paths import make_context

PER_FILE = 3  # constants quoted for one file, at most
MOST = 6  # in all
_SCAN = 2000  # lines of a file looked through for a definition
_LINE_CHARS = 160
_STRING = re.compile(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'|`[^`]*`')
_COMMENT = re.compile(r"(?://|#(?!\s*define\b)|--|/\*).*$")


def constants_section(root: str | Path | None, shown: dict[str, Shown], redact: Callable[[str], str]) -> str | None:
    """`## Values the changes read`, or None: for each source file whose hunks are shown, where the constants its
    shown added lines read are defined in that file, when the hunks do not show that line."""
    if root is None or not shown:
        return None
    try:
        ctx = make_context(Path(root))
    except UsageError:
        return None
    found: list[str] = []
    for path, s in shown.items():
        if not is_source(path) or is_test(path) or len(found) >= MOST:
            continue
        added = {_number(row): row[7:] for row in s.lines if row[6:7] == "+" and row[:5].strip().isdigit()}
        visible = {_number(row) for row in s.lines if row[:5].strip().isdigit()}
        names = list(dict.fromkeys(n for code in added.values() for n in CONSTANT_NAME.findall(_code(code))))
        if not names:
            continue
        try:
            text = read_lines(ctx, path, 1, _SCAN)
        except (ToolError, OSError):
            continue
        rows = {int(n): code for n, _, code in (r.partition(": ") for r in text.splitlines()[1:]) if n.isdigit()}
        for name in names[:PER_FILE]:
            at = next((n for n, code in sorted(rows.items()) if defines(code, name)), None)
            if at is not None and at not in visible and len(found) < MOST:
                found.append(f"- `{path}:{at}`: `{redact(_cut(rows[at].strip()))}`")
    if not found:
        return None
    head = "Defined outside the hunks shown, in the same file, and read by their added lines:"
    return "## Values the changes read\n" + head + "\n" + "\n".join(found)


def _code(line: str) -> str:
    return _COMMENT.sub("", _STRING.sub('""', line))


def _number(row: str) -> int:
    return int(row[:5])


def _cut(code: str) -> str:
    return code if len(code) <= _LINE_CHARS else code[:_LINE_CHARS] + " [...]"
