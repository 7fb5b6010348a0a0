"""Which side of a failure's comparison each value is on: what the code produced (`Received:`, `actual:`, `got`,
JUnit's `but was:`, chai's `expected X to equal`, the `+`/`-` entries of a marked diff) and what the test wanted.

A literal only the produced value holds is the trace of the line that made it: `"%24"` in `Received: "a=1%24b=2"`
against `Expected: "a=1%26b=2"` points at the line writing `"%24"`, not at the one writing `"%26"` (that one does
what the test wants). A message naming no side (pytest's `assert a == b`, unittest's `a != b`, Rust's
`left`/`right`) gives none: which of the two the code made is a convention there, not a fact.
"""

from __future__ import annotations

import re

_VALUE = r"(\"[^\"]*\"|'[^']*'|`[^`]*`|<[^>]*>|\[[^\]]*\]|\{[^}]*\}|[^,;)\s]+)"
_CHAI = re.compile(  # `expected 'a=1%24b=2' to strictly equal 'a=1%26b=2'`: the first is what the code made
    rf"\bexpected\s+{_VALUE}\s+to\s+(?:not\s+)?(?:strictly\s+|deeply\s+)*(?:equal|be|eql)\b\s*{_VALUE}?",
    re.IGNORECASE,
)
_MARKS = re.compile(  # `(+ actual - expected: + 'x', - 'y')`, `- Expected + Received:`
    r"([+-])\s*(expected|actual|received)\b[^+-]*?([+-])\s*(expected|actual|received)\b:?", re.IGNORECASE
)
_ENTRY = re.compile(r"(?:^|[,(:])\s*([+-])\s*(.+?)(?=,\s*[+-]|\)|$)")
_ACTUAL = re.compile(rf"\b(?:received|actual|but was|got)\b:?\s*{_VALUE}", re.IGNORECASE)
_EXPECTED = re.compile(rf"\b(?:expected|want|wanted)\b:?\s*{_VALUE}", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z]+|[+-]")  # `values` of `Expected values to be`: a word of the sentence, not a value
_NUMBER = re.compile(r"(?<![\w.])-?\d+(?:\.\d+)?(?![\w.])")
_QUOTED = re.compile(r"\"([^\"]*)\"|'([^']*)'|`([^`]*)`")


def sides(message: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The fragments of the message that hold the produced value and those that hold the wanted one."""
    made: list[str] = []
    wanted: list[str] = []
    text = message
    if marks := _MARKS.search(message):
        meaning = {marks[1]: marks[2].lower(), marks[3]: marks[4].lower()}
        for entry in _ENTRY.finditer(message[marks.end() :]):
            (made if meaning.get(entry[1]) in ("actual", "received") else wanted).append(entry[2].strip())
        text = message[: marks.start()]
    for m in _CHAI.finditer(text):
        made.append(m[1])
        wanted += [m[2]] if m[2] else []
    text = _CHAI.sub(" ", text)
    made += [m[1] for m in _ACTUAL.finditer(text)]
    wanted += [m[1] for m in _EXPECTED.finditer(text)]
    return _values(made), _values(wanted)


def _values(found: list[str]) -> tuple[str, ...]:
    return tuple(f for f in found if not _WORD.fullmatch(f))


def only_made(line: str, made: tuple[str, ...], wanted: tuple[str, ...]) -> bool:
    """The line holds a literal (a quoted string of 2 characters or more, a number of 2 digits or more) that the
    `made` fragments (sides()) hold and the `wanted` ones do not, and none that only the wanted ones hold: a line
    listing both values (a table of all the choices) does not tell which one the code took."""
    if not made:
        return False
    strings = [s for g in _QUOTED.findall(line) for s in g if len(s.strip()) >= 2]
    numbers = [n for n in _NUMBER.findall(_QUOTED.sub('""', line)) if len(n.lstrip("-").replace(".", "")) >= 2]

    def holds(fragment: str, literal: str, number: bool) -> bool:
        return bool(re.search(rf"(?<![\d.]){re.escape(literal)}(?![\d.])", fragment)) if number else literal in fragment

    literals = [*((s, False) for s in strings), *((n, True) for n in numbers)]
    side = [(any(holds(f, *lit) for f in made), any(holds(f, *lit) for f in wanted)) for lit in literals]
    return (True, False) in side and (False, True) not in side
