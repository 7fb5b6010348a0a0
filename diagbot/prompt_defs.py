"""How the question quotes a definition on one listed line: a constant's value down to its closing bracket (cut at
VALUE lines), a short function whole, a longer one's head; the file's lines as read_lines numbers them."""

from __future__ import annotations

import re
from collections.abc import Callable

from diagbot.code_names import DEFINITION

SHORT = 4  # lines a quoted function takes at most, its head and closing brace included
VALUE = 8  # lines of a quoted constant's value, at most: a longer one is cut
_LINE_CHARS = 160
_STRING = re.compile(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'|`[^`]*`')
_COMMENT = re.compile(r"(?://|#(?!\s*define\b)|--|/\*).*$")


def numbered(text: str) -> dict[int, str]:
    """read_lines' text as its lines by number."""
    return {int(n): code for n, _, code in (r.partition(": ") for r in text.splitlines()[1:]) if n.isdigit()}


def function_heads(rows: dict[int, str]) -> dict[str, int]:
    """The functions the lines define (a body follows: not a prototype ending in `;`), each at its first
    definition."""
    heads: dict[str, int] = {}
    for n, code in sorted(rows.items()):
        if (m := DEFINITION.match(code)) and not code.rstrip().endswith(";"):
            heads.setdefault(m[1] or m[2], n)
    return heads


def value_end(rows: dict[int, str], at: int) -> tuple[int, bool]:
    """The last line of the value defined at `at`: where the brackets it opens close (`DEFAULTS = {` through `}`), at
    most VALUE lines on (a longer table: its first rows, cut); `at` itself unless it ends opening one. And whether
    the value ends there (False: cut)."""
    if not code_of(rows[at]).rstrip().endswith(("{", "[", "(")):
        return at, True
    depth, last = 0, at
    for n in range(at, at + VALUE):
        if n not in rows:
            break
        code, last = code_of(rows[n]), n
        depth += sum(code.count(c) for c in "([{") - sum(code.count(c) for c in ")]}")
        if depth <= 0:
            return last, True
    return last, False


def quoted(
    path: str,
    rows: dict[int, str],
    first: int,
    last: int,
    redact: Callable[[str], str],
    *,
    more: bool = False,
    comment: int | None = None,
) -> str:
    """Lines first..last as one listed line: `path:first-last` and their code joined, cut, redacted (`more`: the
    value goes on below `last`, said with the cut's ` [...]`); the one-line comment above them at line `comment`
    said after them, apart (a `//` before the code would read as commenting it out)."""
    body = redact(" ".join(rows[n].strip() for n in range(first, last + 1) if rows[n].strip()))  # before the cut
    start = first if comment is None else comment
    span = f"{start}-{last}" if last > start else f"{start}"
    shown = _cut(body, 2 * _LINE_CHARS)
    if more and shown == body:  # not cut for length, but the value goes on
        shown += " [...]"
    said = f", under `{_cut(redact(rows[comment].strip()))}`" if comment is not None else ""
    return f"- `{path}:{span}`: `{shown}`{said}"


def short(rows: dict[int, str], name: str) -> tuple[int, int] | None:
    """The lines of the function `name` defined in `rows`, when it is short (SHORT lines at most, its closing brace
    included): a helper whose whole body one line can say."""
    at = next((n for n, code in sorted(rows.items()) if (m := DEFINITION.match(code)) and name in (m[1], m[2])), None)
    if at is None or rows[at].rstrip().endswith(";"):  # not a prototype or an abstract declaration
        return None
    depth, last, said = len(rows[at]) - len(rows[at].lstrip()), at, 1  # `said`: its lines that are not blank
    for n in range(at + 1, at + 2 * SHORT + 1):  # blank lines between say nothing and count nothing
        code = rows.get(n, "").rstrip()
        if n not in rows or (code and len(code) - len(code.lstrip()) <= depth):  # its end: its file's, or a line
            closing = code.strip()[:1] in ("}", ")", "]") or code.strip() == "end"  # back at its own depth
            last, said = (n, said + 1) if closing else (last, said)
            return (at, last) if said <= SHORT and (last > at or rows[at].rstrip().endswith(("}", ";"))) else None
        last, said = (n, said + 1) if code else (last, said)
    return None


def described(rows: dict[int, str], at: int) -> int:
    """The line of a one-line comment right above the definition at `at` (`/** The interval from one frequency up
    to another */`, `/// ...`, `// ...`, `# ...`), which says what its parameters mean; else `at`."""
    above = rows.get(at - 1, "").strip()
    one_line = (above.startswith("/**") and above.endswith("*/")) or above.startswith(("///", "// ", "# "))
    return at - 1 if one_line and len(above) > 8 else at


def code_of(line: str) -> str:
    """The line's code: strings emptied, a comment dropped (a `#define` kept)."""
    return _COMMENT.sub("", _STRING.sub('""', line))


def _cut(code: str, most: int = _LINE_CHARS) -> str:
    return code if len(code) <= most else code[:most] + " [...]"
