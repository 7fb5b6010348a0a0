"""A function the branch added whose one line never reads a parameter it takes: `public boolean isVulnerable(Seat
declarer) { return vulnerability().isVulnerable(dealer().side()); }`. The caller hands the value the function is
named for, and the line computes with another (`dealer()` for `declarer`): every caller gets the same answer, whatever
it hands. The line is the slip, unless the function is one a framework calls with parameters it may leave (an
override, a handler, a stub that throws)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.arguments import listed_items
from diagbot.offline.bodies import Rows, bare_code, body_rows, diff_rows, written_files
from diagbot.offline.code import defined_name, indent, opens_function
from diagbot.offline.kinds import closes_only, is_code, without_comment
from diagbot.offline.siblings import words

_IDENT = re.compile(r"[A-Za-z_]\w*")
_TYPED_LAST = (".java", ".c", ".h", ".cc", ".cpp", ".hpp", ".cxx", ".cs")  # `final Seat declarer`: the name last
_LEFT = re.compile(  # parameters a function may take and leave: a framework's, a callback's, one said to be unused
    r"^(?:_\w*|unused\w*|ignored?\w*|self|cls|this|ctx|context|event|evt|e|args|kwargs|options|opts|req|res|next"
    r"|request|response|t|b|m|state|props)$",
    re.I,
)
_STUB = re.compile(r"^\s*(?:return\s+(?:null|None|nil|false|true|False|True|0|\"\"|''|\[\]|\{\})?\s*;?|pass|\.\.\."
                   r"|throw\b.*|raise\b.*|panic\(.*|(?:todo|unimplemented)!\(.*)\s*$")  # fmt: skip
_NAMED_CALL = re.compile(r"(?<![\w$])([A-Za-z_$][\w$]*)\s*(?:<[^>]*>)?\s*\(")  # a name and its list's bracket
_LISTED = re.compile(r"\(([^()]*)\)")  # a head's parameter list, as written
_PLAIN = {"is", "get", "set", "to", "of", "for", "by", "as", "new", "make", "do", "on", "has", "can"}
_OVERRIDES = re.compile(r"@Override|\boverride\b|#\[|@\w+\.(?:route|get|post)|\bimpl\b")


@lru_cache(maxsize=2)
def unheard_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) that are the one line of a function the branch added,
    which never reads a parameter it names (not one a framework may hand and a function leave); strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        parsed = diff_rows(f.patch)
        added = {int(n) for n, mark, _ in parsed if mark == "+" and n}
        heads: Counter[str] | None = None  # each parameter list the page's function heads write, and how many
        for i in (i for i, row in enumerate(parsed) if row[1] == "+" and _short(parsed, i)):
            if not opens_function(text := parsed[i][2]) or not (name := defined_name(text)) or _overrides(parsed, i):
                continue
            heads = _parameter_lists(parsed) if heads is None else heads
            if (line := _unheard(parsed, i, name, f.path, (added, heads))) is not None:
                found[(f.path, line)] = 2
    return MappingProxyType(found)


def _short(parsed: Rows, i: int) -> bool:
    """Row `i` may head a block of one line: the next line of it is indented deeper, the one after that not."""
    below = (parsed[j][2] for j in range(i + 1, len(parsed)) if parsed[j][1] in " +" and parsed[j][2].strip())
    body, after = next(below, ""), next(below, "")
    depth = indent(parsed[i][2])
    return indent(body) > depth and (indent(after) <= depth or closes_only(after))


def _parameter_lists(parsed: Rows) -> Counter[str]:
    """Each parameter list the page's function heads write, and how many heads write it."""
    return Counter(
        " ".join(m[1].split())
        for _, mark, t in parsed
        if mark != "-" and opens_function(t) and (m := _LISTED.search(t))
    )


def _overrides(parsed: Rows, i: int) -> bool:
    """The head at row `i`, or the line above it, says it overrides or is called by a framework."""
    above = next((parsed[j][2] for j in range(i - 1, -1, -1) if parsed[j][1] != "-" and parsed[j][2].strip()), "")
    return bool(_OVERRIDES.search(parsed[i][2]) or _OVERRIDES.search(above))


def _unheard(parsed: Rows, i: int, name: str, path: str, page: tuple[set[int], Counter[str]]) -> int | None:
    """The body's one line, added with its head, when it reads not one of the head's parameters; `page`: the file's
    added lines, and how many of its function heads write each parameter list."""
    added, heads = page
    head = bare_code(parsed[i][2], path)
    at = next((m for m in _NAMED_CALL.finditer(head) if m[1] == name), None)
    items = listed_items(head, at.end()) if at else None
    body = body_rows(parsed, i)
    lines = [(n, t) for n, t in body or [] if is_code(t) and not closes_only(t) and t.strip() not in "{}"]
    if not items or len(lines) != 1 or lines[0][0] not in added or _STUB.match(bare_code(lines[0][1], path)):
        return None
    if (m := _LISTED.search(parsed[i][2])) and heads[" ".join(m[1].split())] > 2:
        return None  # a family of functions of one signature (handlers of one kind): each takes what all are handed
    code = without_comment(lines[0][1], path)  # strings kept: an f-string, a `format!` reads names inside
    names = [p for p in (_param(item, path) for item in items) if p and not _LEFT.match(p)]
    unread = [p for p in names if not re.search(rf"(?<![\w]){re.escape(p)}(?!\w)", code)]
    if not unread or not _delegates(code, name):
        return None
    return lines[0][0]


def _delegates(code: str, name: str) -> bool:
    """The line hands arguments on to a function named like the one it is the body of (`isVulnerable(Seat declarer)`
    calling `vulnerability().isVulnerable(dealer().side())`): a wrapper, which hands on what it is handed."""
    mine = set(words(name)) - _PLAIN
    for m in re.finditer(r"(?<![\w$])([A-Za-z_$][\w$]*)\s*\(", code):
        handed = listed_items(code, m.end())
        if (handed and mine & set(words(m[1])) and m[1] != name) or (
            handed and m[1] == name and "." in code[: m.start()]
        ):
            return True
    return False


def _param(item: str, path: str) -> str | None:
    """A parameter's name: before its type or default (`declarer: Seat`, `step=60`, Go's `step int`), or after its
    type in the C-like languages (`final Seat declarer`); none for a pattern or a rest parameter."""
    item = item.split("=")[0].strip()
    if item.startswith(("*", "...", "{", "[", "(")) or item in ("", "void") or item.count("<") != item.count(">"):
        return None
    idents: list[str] = [
        x for x in _IDENT.findall(item.split(":")[0]) if x not in {"mut", "ref", "final", "const", "var"}
    ]
    if not idents:
        return None
    return idents[-1] if path.endswith(_TYPED_LAST) and ":" not in item else idents[0]
