"""Whether a log says nothing failed: a test runner's or build tool's closing verdict is a pass, and no line reports
a failed test, a failed step or a non-zero count of failures. Such a log has no first error to point the reader at
(a passing test's logged `error: connection refused, retrying` is not one)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from diagbot.logs.excerpt.score import STEP_END, TEST_FAILED

# a closing verdict that all passed: pytest's `== 2 passed in 0.01s ==`, cargo's `test result: ok.`, go's `PASS` and
# `ok  pkg 0.1s`, TAP's `# fail 0`, unittest's `Ran 3 tests in 0.1s` (its failures end `FAILED (failures=1)`),
# Maven's and Gradle's `BUILD SUCCESS(FUL)`, mocha's `3 passing`
PASSED = re.compile(
    r"^\s*=+ (?:\d+ (?:passed|skipped|deselected|xfailed|xpassed|warnings?)(?:, )?)+ in [\d.]+m?s\b.*=+\s*$"
    r"|^test result: ok\.|^PASS$|^ok\s+\S+\s+(?:[\d.]+m?s|\(cached\))|^# fail 0$|^Ran \d+ tests? in [\d.]+s$"
    r"|\bBUILD SUCCESS(?:FUL)?\b|^\s*\d+ passing \(\d"
)
# a verdict or count that something failed (more than TEST_FAILED and STEP_END say): a pass elsewhere does not undo it
_FAILED = re.compile(
    r"\b[1-9]\d* (?:failed|failures?|errors?|failing)\b|^test result: FAILED|^FAIL\b|^# fail [1-9]|^FAILED \("
    r"|\bBUILD FAIL|[\u2717\u2715\u2716\u00d7] ?Fail|^==\d+==ERROR: "  # a table's `✖ Failed`, a sanitizer's report
)


def says_passed(lines: Iterable[str]) -> bool:
    """The log closes a test run or build with a pass, and reports no failure anywhere."""
    passed = False
    for text in lines:
        if STEP_END.search(text) or TEST_FAILED.search(text) or _FAILED.search(text):
            return False
        passed = passed or bool(PASSED.search(text))
    return passed
