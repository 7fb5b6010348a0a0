"""offline.guards: an added raise, or the guard of one, that the failure is not, did not run; the cited line is
another."""

from __future__ import annotations

import pytest

from diagbot.logs.types import Failure
from diagbot.offline.changed import read_hunk
from diagbot.offline.clues import failure_words
from diagbot.offline.guards import unfired
from tests.offline.test_follow import _diagnose


def _rows(*texts: str) -> list[tuple[str, str, str]]:
    return [(str(n), "+", t) for n, t in enumerate(texts, 10)]


@pytest.mark.parametrize(
    "guard",
    [
        ("    if (averageAge < A.minAge) {", '        throw new IllegalArgumentException("not a masters crew");'),
        ("    if days < 0:", '        raise ValueError("days cannot be negative")'),
        ("  } else if (!ok) {", "    throw new RangeError(`bad code ${code}`);"),
        ("    if b > a {", '        panic!("a leg must go forward: {a} -> {b}");'),
    ],
)
def test_a_guard_whose_block_raises_another_error_did_not_fire(guard: tuple[str, str]) -> None:
    message = "AssertionError: expected: <B> but was: <A>"
    assert unfired(_rows(*guard), 0, message)
    assert unfired(_rows(*guard), 1, message)  # the raise itself


@pytest.mark.parametrize(
    "message",
    [
        "java.lang.IllegalArgumentException: not a masters crew",  # it fired: the failure is that error
        "Failed: DID NOT RAISE <class 'ValueError'>",  # it should have fired: its condition is the suspect
        "Expected IllegalArgumentException to be thrown, but nothing was thrown.",
        "Received function did not throw",
        "note: test did not panic as expected",
        "",  # nothing to tell it by
    ],
)
def test_a_guard_that_fired_or_should_have_is_a_suspect(message: str) -> None:
    rows = _rows(
        "    if (averageAge < A.minAge) {", '        throw new IllegalArgumentException("not a masters crew");'
    )
    assert not unfired(rows, 0, message)


@pytest.mark.parametrize(
    "rows",
    [
        _rows("    if total > limit:", "        total = limit"),  # its block computes: it may well have run
        _rows("    if (x > 0) {", "    }"),
        _rows("    assert!(ok);"),  # an assert with no message says nothing to tell it by
        _rows('    assert!(n > 0, "n>0");'),  # nor one too short to be sure of
        _rows("    total = price * qty"),
    ],
)
def test_code_that_computes_or_says_nothing_is_not_unfired(rows: list[tuple[str, str, str]]) -> None:
    assert not unfired(rows, 0, "AssertionError: assert 5 == 6")


def test_an_assert_whose_words_the_failure_shows_fired() -> None:
    rows = _rows('    assert!(board < alight, "a leg must go forward: {board} -> {alight}");')
    assert unfired(rows, 0, "assertion `left == right` failed\n  left: 3\n right: 4")
    assert not unfired(rows, 0, "panicked at src/trip.rs:12:5:\na leg must go forward: 5 -> 2")


def test_the_guard_is_read_past_to_the_line_that_computes() -> None:
    rows = [
        "1: @@ -40,0 +40,9 @@",
        "2:    40 +    public static AgeCategory of(int averageAge) {",
        "3:    41 +        if (averageAge < A.minAge) {",
        '4:    42 +            throw new IllegalArgumentException("not a masters crew: " + averageAge);',
        "5:    43 +        }",
        "6:    44 +        for (AgeCategory c : values()) {",
        "7:    45 +            if (averageAge > c.minAge) {",
        "8:    46 +                return c;",
        "9:    47 +            }",
    ]
    message = "org.opentest4j.AssertionFailedError: expected: <B> but was: <A>"
    assert read_hunk("AgeCategory.java", rows, 0, failure_words(message), message=message).line == 44
    fired = "java.lang.IllegalArgumentException: not a masters crew: 36"
    assert (
        read_hunk("AgeCategory.java", rows, 0, failure_words(fired), message=fired).line == 42
    )  # the raise the log reports


FEES = {
    "shop/fees.py": 'LONG, SHORT = "long", "short"\n\n\ndef band(days):\n    return SHORT if days < 10 else LONG\n',
    "tests/test_fees.py": "from shop.fees import band\n\n\ndef test_band():\n    assert band(3) == 'short'\n",
}


def test_the_report_cites_the_line_past_a_guard_that_did_not_fire(make_repo, git) -> None:
    fees = FEES["shop/fees.py"].replace(
        "return SHORT if days < 10 else LONG", "from shop.late import late\n\n    return late(days)"
    )
    late = (
        "from shop.fees import LONG, SHORT\n\n\n"
        "def late(days):\n"
        "    if days < 0:\n"
        '        raise ValueError("days overdue cannot be negative")\n'
        "    for limit, name in ((10, LONG), (0, SHORT)):\n"
        "        if days >= limit:\n"  # the slip: 3 days is no long band
        "            return name\n"
        "    return None\n"
    )
    failure = Failure(
        "AssertionError: assert 'long' == 'short'", "pytest", "tests/test_fees.py::test_band", "tests/test_fees.py", 5
    )
    d = _diagnose(make_repo, git, FEES, {"shop/fees.py": fees, "shop/late.py": late}, failure)
    first = d.locations[0]
    assert first.path == "shop/late.py", d.conclusion
    assert first.line in (7, 8, 9), d.conclusion  # the loop and its bound, not the guard at 5
