"""Line scoring: the general CI failure vocabulary read/scan.py greps for, finer, on cleaned lines.

score_line says how strongly one line reports a failure; the other patterns mark the structure around failures
(a step's command and its non-zero exit, a section header, a test's failed verdict, indented detail).
"""

from __future__ import annotations

import re

STRONG = re.compile(
    r"^\s*(?:\[[A-Z]+\] )?(?:##\[error\]|npm ERR!|FAIL(?:ED|URE)?\b|ERROR\b|E {3}|\[ERROR\]|\[FAIL\]|not ok \d|Error:|"
    r"error(?:\[\w+\])?:|fatal:|FATAL\b|panic:|Traceback \(most|BUILD FAIL|\*\*\*\s*\(?\w*Error|rake aborted|\d+\) |"
    r"thread '[^']*'(?: \(\d+\))? panicked at\b)"  # Rust's panic, old and new (with the thread id)
    r"|exited with (?:code )?[1-9]|exit (?:code|status) [1-9]|<<< (?:FAILURE|ERROR)!|\*\*\* FAILED|: (?:fatal )?error\b"
    r"|undefined reference|Segmentation fault|\w+(?:Error|Exception)\b:|Exception in thread|\b[1-9]\d* (?:failed|"
    r"failing|failures?|errors?)\b|[Tt]ests? failed|make(?:\[\d+\])?: \*\*\*|[Cc]ommand failed|[Ff]ailed to |"
    r"\bFAILED\b|--- FAIL|[\u2717\u2715\u2716\u00d7] |Assertion(?:Error| failed)|"
    r"\bTimeout\b|timed out|\bERROR:|\bFAIL\b|^\s*\[error\] |^\s*\[-\] |^\s*[=_*#-]{3,} ?(?:FAILURES?|ERRORS?)\b|"
    r"\b[Ff]ailed \d|\bDubious\b|[Ee]xpected .* (?:got|but)|\S [Ff]ailed (?:on|at|with)\b|[Ff]ailing (?:due to|because)"
    r"|^\s*(?:Failures?|Errors?):$|^CMake Error\b|errors occurred!$|: command not found$|^\s*\S+ failed\.?$"
    r"|(?:could not be resolved to an installable|does not contain a compatible) set of packages"  # composer
    r"|: Assertion `.*' failed\.$|: runtime error: "  # C's assert(), UBSan
    r"|^[\w./-]+: .*: (?:No such file or directory|Permission denied)$"  # a command's own error: `cp: x: No such ...`
    r"|\bTEST-UNEXPECTED-[A-Z]+\b|\bPROCESS-CRASH\b"  # mozharness' verdicts
)
WEAK = re.compile(
    r"(?i)error|fail|exception|fatal|panic|abort|denied|undefined|refused|expected|traceback|\bwarn|"
    r"\bcould not\b|\bcannot\b|no such file|\bnot found\b"
)
STEP_END = re.compile(
    r"exited with (?:code )?[1-9]|exit (?:code|status):? [1-9]|Process completed with exit code [1-9]|Job failed|"
    r"returned a non-zero|BUILD FAIL|[Cc]ommand failed|^The command \".*\" failed"
)
# a section header drawn with a rule: `=== FAILURES ===`, `---- Errors ----`
SECTION = re.compile(r"^\s*(([=_*#-])\2{2,}) ?(?:FAILURES?|ERRORS?|FAILED|Failures?|Errors?|Failed)\b.*\2{3,}\s*$")
# a test runner's verdict on one test: FAIL, not ok, <<< FAILURE!, [-], ✗
TEST_FAILED = re.compile(
    r"^\s*(?:FAIL\b|not ok \d|--- FAIL|\[-\] |[\u2717\u2715\u2716\u00d7] )|<<< (?:FAILURE|ERROR)!|\bFAILED\b"
    r"|\bTEST-UNEXPECTED-(?:FAIL|TIMEOUT|CRASH|ERROR)\b|\bPROCESS-CRASH\b"  # mozharness' verdicts
)
# a closing count of what a tool found (`Found 4 errors.`, `✖ 5 problems`, doctest's `***Test Failed***`): the
# errors themselves are the step's output above it
COUNT_SUMMARY = re.compile(
    r"^\W{0,3}(?:Found |collected .*/ )?[1-9]\d* (?:errors?|failures?|problems?)\b|\*\*\*Test Failed\*\*\*"
)
STEP_START = re.compile(r"^(?:\$ \S|##\[group\]|\[Pipeline\] )")  # a CI step's command line
CONTINUED = re.compile(r"\s|at |Caused by|\.\.\. \d+ more|#\d|File \"|\+|-|\||@@ ")
# npm's boilerplate around a failed script (the machine, the help text, the log's path): the failure is in the output
# above it. Its `Test failed.  See above` still is a failure line, the one that says a test step failed.
NPM_BOILERPLATE = (
    r"npm (?:ERR!|error)(?:$| (?:code |errno |path |signal |syscall |A complete log|\s|Exit status|Failed at"
    r"|This is (?:prob|most likely)|not with npm itself|Tell the author|You can get |Or if that isn't|There is likely"
    r"|Please include|Make sure you have|If you need help|(?:Linux|Darwin|Windows_NT|FreeBSD|OpenBSD|SunOS) \S+$|argv "
    r"|node v\d|npm {1,2}v\d|cwd /))"
)
# Maven's boilerplate after a failed build (help links, how to re-run, blank [ERROR] lines): the failure is the
# `[ERROR] Failed to execute goal` line and the test reports above it
MAVEN_BOILERPLATE = (
    r"\[ERROR\](?:\s*$| -> \[Help \d+\]| To see the full stack trace| Re-run Maven using| For more information about"
    r"| \[Help \d+\] https?://| Please refer to dump files| After correcting the problems| {2}mvn <args> -rf )"
)
# noise: lines with a failure word that report no failure. Split by where they can match, which keeps scoring fast.
_NOISE_START = re.compile(
    r"\s*(?:SKIPPED|SKIP|PASSED|XFAIL|XPASS|ok)\b|\$ |\s*\[\+\] |"  # a skip or pass, an echoed command
    r"\s*except\b[^:]*:$|\s*\w+ = <[\w.]+ object at 0x|"  # code and locals a Python traceback shows
    rf"{NPM_BOILERPLATE}|{MAVEN_BOILERPLATE}|"
    r"(?i:-- (?:Looking for|Performing Test|Check(?:ing)? (?:for|if|whether)).* - (?:not found|Failed)$|"
    r"-- Could NOT find)"  # cmake probes
)
_NOISE_END = re.compile(r"[\s:.]ok(?: \([\d.]+m?s\))?$")  # on the lower-cased line: a test that passed
_NOISE_LOWER = re.compile(  # on the lower-cased line
    r"\b0 (?:errors?|failures?|failed)\b|(?:errors?|failures?|failed)\W{0,3}0\b|-w(?:no-)?error(?!\.)\S*\s+\S|"
    r"error_report|fail[_-]?fast|allow_failures|continue[_-]on[_-]error|ignore[_-]?errors|\bon_?error\b|"
    r"\berror\.(?:h|c|js|ts|py|rb)\b|\bwill retry\b"  # a file named error.c; a failure the tool retries itself
)
# a verdict in a progress listing (`[ 42%]`, pytest -v's `test_x.py::test_y FAILED`): its detail comes further on
_PROGRESS = re.compile(r"\[\s*\d+%\]$|^\S+\.py::\S.* (?:FAILED|ERROR)$")
_NOISE_CASED = re.compile(r"\[warn(?:ing)?\]|\) (?:LOG|INFO|DEBUG|WARN): '")  # a lower-case [warn] line; karma's log


# a logger's level field, after at most two timestamps, and the separator before its message: `21:47:57    ERROR - `,
# `[ERROR] `, `ERROR:root:` (its group: the level)
LOGGED = re.compile(
    r"^\s*(?:[\d:.,TZ/+-]+\s+){0,2}\[?(TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|SEVERE|FATAL|CRITICAL)\]?"
    r"(?: +- +|: *| +)"
)

# cheap prefilter: every STRONG/WEAK alternative contains one of these (checked on the lowercased line)
_KEYWORDS = (
    "err", "fail", "fatal", "panic", "trace", "abort", "exit", "undefined", "segmentation", "exception", "could not",
    "cannot", "no such", "not found", "timeout", "timed out", "denied", "refused", "expected", "warn", "not ok", "***",
    "[-] ", ") ", "e   ", "dubious", "set of packages", "test-unexpected", "process-crash",
    "\u2717", "\u2715", "\u2716", "\u00d7",
)  # fmt: skip


def score_line(text: str) -> int:
    """3 for a strong failure marker (error:, FAILED, exit code ...), 1 for a weak word, 0 for neither; a logger's
    timestamp and level field before the message (`21:47:57    ERROR -  error: linking ...`) are read past."""
    low = text.lower()
    if not any(word in low for word in _KEYWORDS) or _noise(text, low):
        return 0
    best = _strength(text)
    if best < 3 and (m := LOGGED.match(text)) and m.end() < len(text):
        best = max(best, _strength(text[m.end() :]))
    return best


def _strength(text: str) -> int:
    if STRONG.search(text):
        return 1 if _PROGRESS.search(text) else 3
    return 1 if WEAK.search(text) else 0


def reports_a_pass(text: str) -> bool:
    """A passed or skipped test, or an echoed command, whatever failure words its name holds."""
    low = text.lower()
    return bool(_NOISE_START.match(text) or (low.endswith(("ok", "s)")) and _NOISE_END.search(low)))


def _noise(text: str, low: str) -> bool:
    return bool(
        _NOISE_START.match(text)
        or (low.endswith(("ok", "s)")) and _NOISE_END.search(low))
        or _NOISE_LOWER.search(low)
        or _NOISE_CASED.search(text)
    )
