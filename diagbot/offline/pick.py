"""Which added line of a changed hunk the failure's values point at.

When the failure compares an expected with an actual value (`assert 1150 == 850`, jest's Expected/Received, node's
`+ actual - expected`, Go's `got X want Y`, Rust's `left: / right:`), the added line that relates to those values
is the likelier culprit than the one merely nearest the failing call: a line holding one of the literals; a
boundary (`<=`, `< `, `- 1`) when the values are off by one (not two items of one list), or one is null, or a
list is one item short; a numeric literal when they are a power of ten apart; arithmetic when they are numbers
apart; a rounding (`round`, `quantize`, `ROUND_HALF_EVEN`, `setScale`, `toFixed`, `floor`) when two decimals differ
only by one in their last place (`216.12` for `216.13`); a loop's `break`, or a guarded `return`, when the code made
a list of fewer items than the test wanted. A line that replaced one (not a new line) wins a tie. No comparison, no
relation: the nearest line stays. What the message compares is compared.py's.
"""

from __future__ import annotations

import re

from diagbot.offline.calls import code_only
from diagbot.offline.code import indent
from diagbot.offline.compared import QUOTED, Values, compared
from diagbot.offline.kinds import code_lines
from diagbot.sides import only_made

_BOUNDARY = re.compile(r"\s(<=|>=|<|>)\s|[\w)\]]\s*[+-]\s*1(?![\w.])")
_ARITHMETIC = re.compile(r"[\w)\]]\s*(?:\*\*|[*/%])\s*[\w(]|[\w)\]]\s+[+-]\s+[\w(]")
_EXIT = re.compile(r"^\s*break\b|\b(?:return|break)\b.*\b(?:if|unless)\b|\b(?:if|unless)\b.*\b(?:return|break)\b")
_ROUNDS = re.compile(
    r"(?i:round|quantize|floor|ceil|trunc|toFixed|toPrecision|setScale)|ROUND_|HALF_|%\.\d+f|:\.\d+f|\{:\.\d"
)  # code that rounds, or prints to a precision
_LITERAL_NUMBER = re.compile(r"(?<![\w.])\d[\d_]*(?:\.\d+)?(?![\w.])")  # 3_600_000 too


def score(line: str, values: Values) -> int:
    """How strongly an added line relates to the compared values (0: not at all)."""
    code = code_only(line)
    literals = [s for g in QUOTED.findall(line) for s in g if len(s.strip()) >= 2 or _symbol(s)]
    points = 2 * any(s in v or v in s for s in literals for v in values.strings)
    numbers = {n.replace("_", "") for n in _LITERAL_NUMBER.findall(code)}
    points += 2 * bool(values.numbers & numbers)
    points += 2 * bool(values.scale and any(len(n.replace(".", "")) >= 2 for n in numbers))
    points += any(re.search(rf"\b{re.escape(k)}\b", code) for k in values.keys)
    points += 2 * bool(values.boundary and _BOUNDARY.search(code))
    points += bool(values.numeric and _ARITHMETIC.search(code))
    points += 2 * bool(values.fewer and _EXIT.search(code))
    points += 2 * bool(values.rounding and _ROUNDS.search(code))
    points += only_made(line, values.made, values.wanted)  # of two lines holding a literal, the one that made it
    return points


def _symbol(literal: str) -> bool:
    """One character outside ASCII (`"♭"`, `"€"`, `"½"`): as telling a literal as a word, where `"b"` is not."""
    return len(literal) == 1 and not literal.isascii() and not literal.isspace()


def prefer(parsed: list[tuple[str, str, str]], candidates: list[int], at: int, message: str) -> int:
    """Of the candidate added lines (indexes into the diff tool's (new line, mark, text) rows) in the hunk of `at`,
    the one relating most to the values the failure compares; `at` when none relates more than it does."""
    values = compared(message)
    hunk = _hunk_of(parsed, at)
    mine = [i for i in candidates if i in hunk]
    if values is None or not mine:
        return at
    whole = {i for i in mine if {s for g in QUOTED.findall(parsed[i][2]) for s in g} & set(values.strings)}
    made = {i for i in whole if only_made(parsed[i][2], values.made, values.wanted)}
    wanted = {i for i in whole if only_made(parsed[i][2], values.wanted, values.made)}
    if made and wanted and _one_table(parsed, made | wanted):  # a row holding each whole value, side by side: the
        mine = [i for i in mine if i not in made | wanted] or [at]  # choices, right; what chose the other is the slip
    scored = {i: 2 * score(parsed[i][2], values) + replaced(parsed, i) for i in mine}
    best = max(scored.values())
    if best <= 1 or scored.get(at) == best:  # a replacement alone relates nothing
        return at
    return min((i for i in mine if scored[i] == best), key=lambda i: abs(i - at))


def _one_table(parsed: list[tuple[str, str, str]], rows: set[int]) -> bool:
    """The rows sit in one run of lines at their indentation (a table, a `match`), none closing between them."""
    depth = {indent(parsed[i][2]) for i in rows}
    between = [parsed[i][2] for i in range(min(rows), max(rows) + 1) if parsed[i][2].strip()]
    return len(depth) == 1 and all(indent(t) >= min(depth) for t in between)


def related_row(
    rows: list[tuple[int, str]], message: str, than: tuple[str, ...] = (), test: str | None = None
) -> int | None:
    """Of added rows (new-side line, code), the line of the one the failure's compared values point at most, when
    it points at them more than any of the lines `than` (the change that uses these rows) does; else None. A row
    with a key that is a word of the failing test's name, in any case (`en:` for `t > en files 0`, `"gb": MB` for Go's
    subtest `TestParse/5_GB`), points at them as a literal does."""
    values = compared(message)
    if values is None or not rows:
        return None
    named = {w.lower() for w in re.findall(r"[^\W_]+", test or "") if len(w) >= 2 and not w.isdigit()}

    def points(code: str) -> int:
        key = ROW_KEY.match(code)
        keys = {k.lower() for k in [*_QUOTED_KEYS.findall(code), *([key[1]] if key else [])]}
        return score(code, values) + 2 * bool(keys & named)

    best = max(rows, key=lambda r: points(r[1]))  # max keeps the first of equals
    rival = max((score(t, values) for t in than), default=0)
    return best[0] if points(best[1]) > rival else None


ROW_KEY = re.compile(r"\s*[\"'\[]?([A-Za-z_][\w-]*)[\"'\]]?\s*[:=]")  # `en:`, `"DE": `, `[k] =`, `RED =`
_QUOTED_KEYS = re.compile(r"[\"']([A-Za-z_][\w-]*)[\"']\s*:")  # each key of a row of several: `"g": GB, "gb": MB,`


def related_line(code: dict[int, str], start: int, end: int, message: str) -> int | None:
    """Of a read function's lines start..end (its definition excluded), the first that relates to the failure's
    compared values at least as strongly as a shared literal does (a weaker relation points nowhere in particular)."""
    values = compared(message)
    lines = code_lines(code, start + 1, end)  # not a doctest
    if values is None or not lines:
        return None
    best = max(lines, key=lambda n: score(code[n], values))  # max keeps the first of equals
    return best if score(code[best], values) >= 2 else None


def _hunk_of(parsed: list[tuple[str, str, str]], at: int) -> range:
    """The rows of the hunk holding row `at`: as far as the new-side line numbers run on without a gap (a removed
    row has no number and sits between any two)."""
    numbered = [i for i, row in enumerate(parsed) if row[0]]
    if not numbered:
        return range(len(parsed))
    lo = hi = next((k for k, i in enumerate(numbered) if i >= at), len(numbered) - 1)
    while lo > 0 and int(parsed[numbered[lo - 1]][0]) + 1 == int(parsed[numbered[lo]][0]):
        lo -= 1
    while hi + 1 < len(numbered) and int(parsed[numbered[hi]][0]) + 1 == int(parsed[numbered[hi + 1]][0]):
        hi += 1
    return range(numbered[lo], numbered[hi] + 1)


def replaced(parsed: list[tuple[str, str, str]], i: int) -> bool:
    """The added row's run of changes also removed a line: it changed code that ran before."""
    return any(parsed[j][1] == "-" for j in run_rows(parsed, i))


def run_rows(parsed: list[tuple[str, str, str]], at: int) -> range:
    """The rows of the run of removed and added lines (no kept line between) holding row `at`."""
    lo, hi = at, at
    while lo > 0 and parsed[lo - 1][1] != " ":
        lo -= 1
    while hi + 1 < len(parsed) and parsed[hi + 1][1] != " ":
        hi += 1
    return range(lo, hi + 1)


def runs_of(parsed: list[tuple[str, str, str]]) -> list[range]:
    """Each row's run_rows, found in one pass: a whole file's diff asks for thousands (a kept row: itself alone)."""
    found, start = [range(i, i + 1) for i in range(len(parsed))], 0
    for i, (_, mark, _) in enumerate(parsed):
        if mark == " ":
            start = i + 1
        elif i + 1 == len(parsed) or parsed[i + 1][1] == " ":
            found[start : i + 1] = [range(start, i + 1)] * (i + 1 - start)
    return found
