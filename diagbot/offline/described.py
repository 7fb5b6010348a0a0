"""A constant other than the one its comment describes: `/// A metric hydrometer, calibrated at 20 °C.` over
`Hydrometer { calibration_c: US_C }`, where the code defines `STANDARD_C = 20.0` and `US_C = 15.56`. The comment
gives the value of one constant, the line reads its sibling: the line was written from the neighbour it was copied
from, or the constant was picked from a list. That line is the slip.

Likelier than not a slip, too: a function's one line comparing or computing without the constant its comment names
word for word (`a majority of the basho's days won` over `return r.Wins > r.Fought()/2`, beside `const BashoDays =
15`): the comment says what the line was meant to read."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import Rows, bare_code, diff_rows, written_files
from diagbot.offline.code import indent, opens_function
from diagbot.offline.kinds import closes_only, is_prose
from diagbot.offline.siblings import alike, words

# `const US_C: f64 = 15.56;`, `STANDARD_C = 20.0`, `public static final double US_C = 15.56;`, `#define US_C 15.56`
_DEFINES = re.compile(
    r"^\s*(?:(?:pub(?:\([\w ]+\))?|export|public|private|protected|internal|static|final|const|constexpr|readonly"
    r"|let|val|var|#define)\s+)*(?:[\w:<>\[\]]+\s+)?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\s*(?::\s*[\w:<>\[\]]+\s*)?=?\s*"
    r"(-?\d+(?:\.\d+)?)(?:_?[a-z]\w*)?\s*[;,]?\s*$"
)
_CONST = re.compile(
    r"^\s*(?:export\s+|pub\s+)?const\s+([A-Za-z_]\w*)\s*(?::\s*[\w:<>\[\]]+\s*)?=\s*(-?\d+(?:\.\d+)?)\b"
)
_COMPUTES = re.compile(r"[\w)\]]\s*(?:[<>]=?|[!=]==?|[-+*/%])\s*[\w(]")  # a comparison, a sum: not a bare value
_CONSTANT = re.compile(r"(?<![\w$.])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b")
_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.]|\.\d)")
_COMMON = {0.0, 1.0, 2.0, -1.0}  # values a comment says in passing (`1 byte`), naming no constant
_HEADS = 2  # code rows between a comment and the line it describes, at most (a function's head and brace)


@lru_cache(maxsize=2)
def described_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) reading a constant whose value the comment over them
    does not give, where it gives the value of one and only one sibling constant (a name alike, siblings.py);
    strength 2."""
    found: dict[tuple[str, int], int] = {}
    for path, n, code, comment, values, _ in commented(changes):
        read = {c for c in _CONSTANT.findall(code) if c in values}
        said = {float(x) for x in _NUMBER.findall(comment)}
        if len(read) == 1 and said and _contradicts(read.pop(), said, values):
            found[(path, n)] = 2
    return MappingProxyType(found)


@lru_cache(maxsize=2)
def unnamed_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) that are their function's whole body and compare or
    compute without the one constant the comment over them names word for word, reading no constant; strength 1."""
    return MappingProxyType(
        {
            (path, n): 1
            for path, n, code, comment, values, alone in commented(changes)
            if _COMPUTES.search(code) and alone and _unread_namesake(code, comment, values)
        }
    )


@lru_cache(maxsize=2)
def commented(changes: ChangeSet | None) -> list[tuple[str, int, str, str, dict[str, float], bool]]:
    """The added lines of code of the changed source files under a comment: each one's place, code, comment, the
    constants the diff defines with their values, and whether the line is its function's whole body."""
    files = [(f.path, diff_rows(f.patch)) for f in written_files(changes)]
    values: dict[str, float] = {}
    for path, parsed in files:
        for _, mark, text in parsed:
            code = bare_code(text, path).replace('""', "")
            if mark != "-" and (m := _DEFINES.match(code) or _CONST.match(code)):
                values.setdefault(m[1], float(m[2]))
    found = []
    for path, parsed in files:
        for i, (n, mark, text) in enumerate(parsed):
            code = bare_code(text, path)
            if mark == "+" and n and not is_prose(text) and not _DEFINES.match(code):
                if comment := comment_over(parsed, i, path):
                    found.append((path, int(n), code, comment, values, _alone(parsed, i)))
    return found


def comment_over(parsed: Rows, i: int, path: str) -> str:
    """The comment over row `i`: the nearest run of comment rows above it, past at most a function's head, or a
    docstring just under that head."""
    comment: list[str] = []
    heads = 0
    for _, mark, text in (parsed[j] for j in range(i - 1, -1, -1)):
        if mark == "@":
            break
        if mark == "-":
            continue  # not on the new side: the comment over the line is the one the branch wrote
        if not text.strip():
            if comment or heads:
                break
            continue
        if is_prose(text) or not bare_code(text, path).strip(" \"'"):
            comment.append(text)
        elif comment or heads >= _HEADS or not (text.rstrip().endswith(("{", ":", ")")) or opens_function(text)):
            break
        else:
            heads += 1
    return " ".join(_MARKS.sub("", t) for t in reversed(comment))  # its words, read across its lines


_MARKS = re.compile(r"^\s*(?:#+|//+!?|/\*+!?|\*+(?!/)|--)\s*|\s*\*+/\s*$")  # `# `, `// `, `/** `, ` * `, ` */`


def _alone(parsed: Rows, i: int) -> bool:
    """Row `i` is its function's whole body: a head just above it, its block's end just below."""
    above = next((parsed[j][2] for j in range(i - 1, -1, -1) if parsed[j][1] in " +"), "")
    below = next((parsed[j][2] for j in range(i + 1, len(parsed)) if parsed[j][1] in " +" and parsed[j][2].strip()), "")
    return opens_function(above) and (closes_only(below) or indent(below) < indent(parsed[i][2]))


def _unread_namesake(code: str, comment: str, values: dict[str, float]) -> bool:
    """The comment names one constant, every word of a name of two words or more (`a majority of the basho's days`:
    `BashoDays`), and the line reads no constant, nor a namesake of that one (`beadLength`)."""
    said = {w.lower() for w in re.findall(r"[A-Za-z]+", comment.replace("'s", ""))}
    named = [c for c in values if len(ws := words(c)) >= 2 and all(w in said for w in ws)]
    names = re.findall(r"[A-Za-z_]\w*", code)
    if len(named) != 1 or any(c in values for c in names):
        return False
    return not any(len(set(words(x)) & set(words(named[0]))) >= 2 for x in names)  # `beadLength` for `BEAD_LENGTH_M`


def _contradicts(constant: str, said: set[float], values: dict[str, float]) -> bool:
    """The comment does not give the constant's value, and gives the value of exactly one of its siblings, a value
    no comment says in passing."""
    if values[constant] in said:
        return False
    meant = [c for c, v in values.items() if c != constant and v in said and alike(constant, c)]
    return len(meant) == 1 and values[meant[0]] not in _COMMON


_REACH = 12  # rows above a line its function's head may be


def function_comment(parsed: Rows, i: int, path: str) -> str:
    """The comment over the function holding row i (its head within _REACH rows above), else ""."""
    for j in range(i - 1, max(-1, i - _REACH - 1), -1):
        if parsed[j][1] == "@":
            return ""
        if parsed[j][1] != "-" and opens_function(parsed[j][2]):
            return " ".join([comment_over(parsed, j + 1, path), *_docstring(parsed, j + 1, i, path)])
    return ""


def _docstring(parsed: Rows, start: int, end: int, path: str) -> list[str]:
    """The rows opening a function's body before its first code (a docstring), of those before row `end`."""
    rows = []
    for _, mark, text in parsed[start:end]:
        if mark == "-":
            continue
        if bare_code(text, path).strip(" \"'") and not is_prose(text):
            break
        rows.append(text)
    return rows
