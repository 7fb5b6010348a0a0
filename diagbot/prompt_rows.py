"""The row of a table-driven test that failed: a test looping over cases reports from one line for every row, and
the row is where its inputs and expected values are written. The line of the failing test's file above the failing
line (a table comes before the loop over it; a line below is another check), not inside another test's body, that
holds most of the values the failure names (its message's quoted strings and numbers, a parametrized id's parts), at
least two of them, and is code, not a comment, is quoted beside the failing line. Also the constants the failing
line reads, where they are defined. The assignment a reporting line compares, and the test's inputs, are
prompt_assigned.py's."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import PurePosixPath

from diagbot.filekinds import TEST_FILE, TEST_START
from diagbot.logs.types import Failure
from diagbot.prompt_tests import decorated, tests_around
from diagbot.tools.base import ToolContext, ToolError
from diagbot.tools.lines import read_lines
from diagbot.tools.paths import resolve_inside

_SCAN = 2000  # lines of the test's file looked through
_CONSTANTS = 2  # of the constants a failing line reads, those whose definitions are quoted
_BESIDE = 12  # files of the test's folder looked through for a constant it does not define
_SCRIPT = frozenset({".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"})
_FAMILIES = {suffix: _SCRIPT for suffix in _SCRIPT}  # a TypeScript test may import a JavaScript fixture
# an UPPER_CASE name, bare or asked of the class or object itself (`cls.SECONDS_RATIO`, `this.MAX`), not of another
# value (`math.PI`, `os.O_RDONLY`), nor called
CONSTANT_NAME = re.compile(
    r"(?:(?<![\w$.])|(?<![\w$])(?:self|cls|this|Self|static)\s*\.\s*)([A-Z][A-Z0-9]*_[A-Z0-9_]+|[A-Z]{3,}[A-Z0-9]*)\b"
    r"(?!\s*\()"
)
_AROUND = 2  # the failing line's own window: a row there is quoted already
_QUOTED = re.compile(r"\"([^\"\n]{2,60})\"|'([^'\n]{2,60})'|`([^`\n]{2,60})`")
_NUMBER = re.compile(r"(?<![\w.])-?\d+(?:\.\d+)+(?![\w.])|(?<![\w.])-?\d{2,}(?![\w.])")  # 1.5, 1.0.0, 42
_SECOND_SIDE = re.compile(r"\b(?:want|wanted|expected|but was|received)\b:?|!=", re.IGNORECASE)
_ID = re.compile(r"\[([^\]]{2,120})\]$")  # pytest's `test_x[1.0-2.0]`
COMMENT = re.compile(r"\s*(#|//|/\*|\*|--|;)")  # a line that is a comment (prompt_fixtures too)
_COMMON = frozenset("true false null none nil undefined".split())  # values many rows hold


def failing_row(ctx: ToolContext, failure: Failure, read: dict[str, str] | None = None) -> int | None:
    """The line of the failing test's file holding the most of the values the failure names (a case's name weighs
    three), when they weigh two or more; `read`: the files read so far, by path (many failures share a test file)."""
    if not failure.path or not failure.line or not (failure.test or TEST_FILE.search(failure.path)):
        return None  # a compile or type error's quoted names are not a test's values
    values = sorted(_values(failure))  # a case's name (`'Positive date LTE'`) tells the row more than `true`, `1.1`
    weights = [3 if (" " in v or len(v) >= 8) and v.lower() not in _COMMON else 1 for v in values]
    if sum(weights) < 2:
        return None
    rows = file_rows(ctx, failure.path, read)
    best, most = None, 1
    finds = [re.compile(rf"(?<![\w.]){re.escape(v)}(?![\w.])" if v[:1].isalnum() else re.escape(v)) for v in values]
    tests = tests_around(rows)
    around = tests.get(failure.line, ())
    own = _opening(rows, failure.test, around)  # the log's line is a helper's: the failing test's body, anywhere
    for number, code in rows.items():
        mine = own in tests[number]
        if (number >= failure.line - _AROUND and not mine) or COMMENT.match(code):
            continue  # a table is written above the loop over it; a line below is another check
        if tests[number] and tests[number][-1] not in around and not mine:
            continue  # a line of another test's body: that test passed or failed on its own
        count = sum(w for find, w in zip(finds, weights, strict=True) if find.search(code))  # `1.1`, not in `1.1.5`
        if count > most and decorated(rows, number) in (None, *around):  # asked of a row that would lead only: not
            best, most = number, count  # a row of another test's decorator
    return best


def _opening(rows: dict[int, str], test: str | None, around: tuple[int, ...]) -> int:
    """The line opening the failing test (`func TestBounds(t *testing.T) {`), when the log's line is outside its body
    (a helper of its file reported the failure: go's `t.Errorf` in `assertT`); 0 when it is inside, or not found."""
    name = re.split(r"::|\.|/|#| ", test or "")[-1]
    if not re.fullmatch(r"[A-Za-z_]\w{2,}", name):
        return 0
    found = (n for n, code in rows.items() if TEST_START.search(code) and re.search(rf"\b{name}\b", code))
    opening = next(found, 0)
    return 0 if opening in around else opening


def constants_read(ctx: ToolContext, failure: Failure, read: dict[str, str] | None = None) -> list[tuple[str, int]]:
    """Where the UPPER_CASE constants the failing test's line reads are defined (`const FRIDAY_NOON = new
    Date(...)`, `EXPECTED = {...}`): above that line in its file, else in a file of its folder in its language (a
    fixtures module it imports, a Go package's other file, a conftest): the values the test passes, its setup."""
    if not failure.path or not failure.line or not (failure.test or TEST_FILE.search(failure.path)):
        return []
    read = {} if read is None else read
    rows = file_rows(ctx, failure.path, read)
    said = rows.get(failure.line, "")
    found: list[tuple[str, int]] = []
    others: list[str] | None = None
    for name in sorted(set(CONSTANT_NAME.findall(said)), key=said.find):
        if len(found) == _CONSTANTS:
            break
        here = [(failure.path, n) for n in rows if n < failure.line and defines(rows[n], name)][:1]
        if not here:  # defined beside it: the first file of its folder that does
            others = beside(ctx, failure.path) if others is None else others
            here = next(
                ([(p, n)] for p in others for n, code in file_rows(ctx, p, read).items() if defines(code, name)), []
            )
        found += here
    return found


def defines(code: str, name: str) -> bool:
    """The line defines the constant `name`: `#define NAME 11`, `const NAME = 3`, `NAME: int = 3`, `static final int
    NAME = 3`, `pub const NAME: u8 = 3`, a Python or Ruby `NAME = 3`, a Go const block's `NAME = 3`."""
    return bool(
        re.match(rf"\s*#\s*define\s+{name}\b", code)
        or re.match(
            r"^\s*(?:(?:export|pub(?:\([\w:]+\))?|const|let|var|final|static|private|public|protected|val|readonly)\s+)*"
            rf"(?:[\w<>\[\],.*&]+\s+)?{name}\s*(?::[^=]+)?=(?![=>])",
            code,
        )
    )


def beside(ctx: ToolContext, path: str) -> list[str]:
    """The other files of `path`'s folder in its language (a `.ts` test's `.ts` and `.js` files), by name, at most
    _BESIDE; none when the folder is not inside the repository."""
    test = PurePosixPath(path)
    family = _FAMILIES.get(test.suffix, {test.suffix})
    try:
        folder = resolve_inside(ctx, str(test.parent))
        names = sorted(p.name for p in folder.iterdir() if p.suffix in family and p.name != test.name and p.is_file())
    except (ToolError, OSError):
        return []
    return [str(test.parent / n) for n in names[:_BESIDE]]


def file_rows(ctx: ToolContext, path: str, read: dict[str, str] | None) -> dict[int, str]:
    """The first _SCAN lines of a file by number; `read`: the files read so far for one question, by path."""
    read = {} if read is None else read
    if path not in read:
        try:
            read[path] = read_lines(ctx, path, 1, _SCAN)
        except (ToolError, OSError):
            read[path] = ""  # unreadable: asked once
    return {
        int(n): code for n, _, code in (r.partition(": ") for r in read[path].splitlines()[1:]) if n.strip().isdigit()
    }


def _comparable(message: str) -> str:
    """The message as far as its two sides can be compared: one cut at its end (`... | Feed: 5.6 kg | Left: S 2,
    want: … | Graded: S 1, M 18, 2 dirt...`) keeps of its first side only as much as its cut second side shows, since
    the values past that are said once for the cut, not for differing."""
    sep = _SECOND_SIDE.search(message) if message.rstrip().endswith(("...", "…")) else None
    if sep is None:
        return message
    second = message[sep.start() :]
    return message[: min(sep.start(), len(second))] + " " + second


def _values(failure: Failure) -> set[str]:
    """The values a failure names: its message's quoted strings and multi-digit numbers, its id's parts (a go
    subtest's as written: `TestX/2_Sun` ran `t.Run("2 Sun", ...)`); not the text between two literals (`': 1, '`
    of `{'a': 1, 'b': 2}`, when a quote inside a value unbalances them)."""
    message = _comparable(failure.message)
    found = {g for m in _QUOTED.finditer(message) for g in m.groups() if g and g.strip()}
    found |= set(_NUMBER.findall(message))
    if failure.test and (m := _ID.search(failure.test)):
        found |= {p for p in re.split(r"-(?=[\w.])", m[1]) if len(p) >= 2}
    found |= {p.replace("_", " ") for p in (failure.test or "").split("/")[1:] if "_" in p}  # go's `t.Run("a b",`
    said = Counter(_NUMBER.findall(message))  # a number both outputs show alike (`12 turns`, got and wanted)
    if 1 in said.values():  # tells no row from another, where others are said once: those differ
        found -= {n for n, times in said.items() if times > 1}
    return {v for v in found if v.strip() == v and v[0] not in ",:;)]}" and v[-1] not in ",:;([{"}
