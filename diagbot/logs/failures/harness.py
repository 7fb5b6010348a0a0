"""What C test harnesses print: a check's values on the lines below its `path:line: buf ==`, Unity's one line a test
(`tests/t.c:81:test_name:FAIL: Expected 2 Was 1`, `...:PASS`), and ctest's name of the test binary that failed, a
failure of its own when its output says nothing a parser knows."""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Sequence
from dataclasses import replace

from diagbot.logs.types import Failure

Lines = Sequence[tuple[int, str]]
PASSED = re.compile(r"[:\s](?:PASS(?:ED)?|IGNORED?|ok|passed|skipped)\s*$")  # a test that passed: not a failure
UNITY = re.compile(r"(?P<test>\w+):FAIL(?::\s*(?P<said>.+))?")
OPEN_CHECK = re.compile(r"(?:==|!=|<=|>=|<|>)\s*$")  # a check whose values follow on the lines below
BELOW = 24  # lines of those values read at most
_EXPECTED = re.compile(r"(?i)expected:?")  # the line between the value got and the one expected
_CTEST = re.compile(r"^\s*\d+/\d+ Test\s+#\d+: (?P<test>\S+) \.+\s*\*{3}")  # `2/3 Test #2: t_x ....***Failed`
_VERDICT = re.compile(r"\*{3}(?P<verdict>.+?)(?:\s+[\d.]+ sec)?\s*$")  # `Failed`, `Exception: SegFault`, `Timeout`
_NEXT = re.compile(r"^\s*(?:Start\s+\d+:|\d+/\d+ Test\s+#|\d+% tests passed)")  # the next test, or the summary
_SAYS = re.compile(r"(?i)\b(?:fail\w*|error\w*|assert\w*|expected|abort\w*|panic\w*|wrong|mismatch)\b")


def values_below(texts: list[str]) -> list[str]:
    """The lines of the values a check printed below its `path:line: expr ==` (`texts`, up to a line placing another
    failure), up to two blank lines in a row: the value, then `expected` and the expected value, each over several
    lines (said as the lines where they differ)."""
    out: list[str] = []
    for a, b in itertools.zip_longest(texts, texts[1:], fillvalue=""):
        if not a.strip() and not b.strip():
            break
        out.append(a.strip())
    cut = next((i for i, t in enumerate(out) if _EXPECTED.fullmatch(t)), None)
    if cut is None:
        return [t for t in out if t]
    got = [t for t in out[:cut] if t]
    wanted = list(itertools.takewhile(bool, out[cut + 1 :]))  # to its blank line: a summary may follow
    return [
        f"got: {' / '.join(t for t in got if t not in wanted)}",
        f"expected: {' / '.join(t for t in wanted if t not in got)}",
    ]


def in_ctest(found: list[Failure], lines: Lines) -> list[Failure]:
    """Test-less failures named by the ctest test whose output they are in: `--output-on-failure` prints a test's
    output under its `N/M Test #K: name ...***Failed` line."""
    heads = [(number, m["test"]) for number, text in lines if "Test" in text and (m := _CTEST.match(text))]
    if not heads:
        return found
    numbers = [number for number, _ in heads]
    out = []
    for failure in found:
        k = bisect.bisect_left(numbers, failure.log_line or 0)
        out.append(replace(failure, test=heads[k - 1][1]) if k and failure.test is None else failure)
    return out


def ctest_failed(lines: Lines) -> list[Failure]:
    """Each test ctest reports failed (`2/3 Test #2: ring_fill ....***Failed`), as a failure of its own: for a test
    program whose output no parser reads (a plain exit code, its own `... FAILURE`), the name is all the log gives
    to follow. Its message is the first line of its output saying a failure word, else ctest's verdict."""
    out = []
    for i, (number, text) in enumerate(lines):
        if "Test" not in text or not (m := _CTEST.match(text)):
            continue
        below = itertools.takewhile(lambda row: not _NEXT.match(row[1]), lines[i + 1 : i + 1 + BELOW])
        said = next(((n, t.strip()) for n, t in below if _SAYS.search(t)), None)
        verdict = v["verdict"] if (v := _VERDICT.search(text)) else "Failed"
        message = said[1] if said else f"ctest: {m['test']} ***{verdict}"
        out.append(Failure(message, "ctest", m["test"], log_line=said[0] if said else number))
    return out
