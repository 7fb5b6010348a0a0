import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from diagbot.logs.excerpt.score import _KEYWORDS, STRONG, WEAK, score_line

# pieces of the vocabulary STRONG and WEAK look for, to assemble lines from
FRAGMENTS = (
    "E   ", "E ", "[error] ", "[ERROR] ", "[INFO] ", "[-] ", "1) ", "12) ", "=== ", "FAILURES", "ERRORS", "FAIL",
    "FAILED", "ERROR:", "Error:", "error: ", "fatal: ", "panic: ", "not ok 3", "<<< FAILURE!", "exited with 2",
    "exit code 1", "Timeout", "timed out", "AssertionError", "ValueError: ", "Expected 1 but", "2 failed",
    "make: ***", " x ", "\u2717 ", "Failures:", "could not", "cannot", "not found", "warn", "denied", "  ", "ok",
    "test_a", "\t", "Dubious", "does not contain a compatible set of packages",
)  # fmt: skip


@pytest.mark.parametrize(
    ("line", "score"),
    [
        ("      tables:                                          FAIL (0.06s)", 3),
        ("thread 'tests::totals' (28712) panicked at src/lib.rs:9:9:", 3),  # cargo test, fixtures' bench-tables.log
        ("thread 'main' panicked at 'command did not execute successfully: \"sh\"", 3),  # Rust before 1.73
        ("21:36:55  WARNING -  PROCESS-CRASH | application crashed [@ libsystem_kernel.dylib + 0x0000000000000dfa]", 3),
        ("21:45:24  WARNING -  REFTEST TEST-UNEXPECTED-TIMEOUT | dom/media/test/crashtests/1830206.html", 3),
        ("==16563==ERROR: AddressSanitizer: SEGV on unknown address 0x000001d548d0", 3),
        ("[error] /src/main/scala/Bench.scala:38:56: method + in class Int is deprecated", 3),
        ("[-] - Running without params runs all files -> Expected and actual values differ!", 3),
        ("=================================== FAILURES ===================================", 3),
        ("[ RUN      ] env.c os_getenv returns NULL if the env var is not found: 47.81 ms OK", 0),
        ("        RST inlines cannot start nor end with spaces:                OK", 0),
        ("compiling src/error_report.c", 0),
        ("E       assert 1150 == 850", 3),
        ("tests/test_totals.py:15: AssertionError", 3),
        ("continue_on_error: true", 0),
        ("-- Looking for kstat_lookup in kstat - not found", 0),
        ('$ ./run-tests.php $(if [ "$CI" ]; then echo -q; fi) || exit 1', 0),
        ("      [+] Changes Pending state to Failed 17ms", 0),
        ("08:18:42.735 [warning] Module mod_last is not found in the config", 0),
        ("Config file /root/.cabal/config not found.", 1),
        ("[INFO] BUILD FAILURE", 3),
        ("t9502-gitweb-standalone-parse-output.sh ...... Dubious, test returned 1 (wstat 256, 0x100)", 3),
        ("Firefox 60.0.0 (Windows 7.0.0) LOG: 'Attempting to configure on object undefined'", 0),
        ("tests/test_readme.py::test_readme FAILED                                 [  2%]", 1),
        ("test_composev2.py::test_unknown_virtual_host FAILED", 1),
        ("FAILED tests/test_readme.py::test_readme - AssertionError: README is out of date", 3),
        ("CMake Error at cmake/Dependencies.cmake:8 (find_package):", 3),
        ("./install-jdk.sh: line 4: curl: command not found", 3),
        ("make[1]: *** [Makefile:12: vis] Error 1", 3),
        ("ejabberd_SUITE:init_per_group failed", 3),
        ("Installation failed.", 3),
        ("Solving environment: | failed with current_repodata.json, will retry with next repodata source.", 0),
        ("Your requirements could not be resolved to an installable set of packages.", 3),
        ("                    except TypeError:", 0),
        ("npm ERR! Linux 4.8.12-040812-generic", 0),
        ("cp: cannot stat 'docs/LICENSE': No such file or directory", 3),
        ("/home/travis/.travis/functions: line 104: ./install-jdk.sh: Permission denied", 3),
        ("ls: No such file or directory in the listing", 1),
        ("npm ERR! code ELIFECYCLE", 0),
        ("npm ERR!", 0),
        ("npm ERR! Test failed.  See above for more details.", 3),
        ("npm ERR! 404 Not Found - GET https://registry.npmjs.org/left-padd - Not found", 3),
        ("timeout = <requests.packages.urllib3.util.timeout.Timeout object at 0x7f12aa6c3990>", 0),
        ("Your lock file does not contain a compatible set of packages. Please run composer update.", 3),
    ],
    ids=(
        "fail-status",
        "rust-panic",
        "rust-panic-old",
        "mozharness-crash",
        "mozharness-timeout",
        "sanitizer",
        "sbt-error",
        "pester-failed",
        "pytest-section",
        "passed-run",
        "passed",
        "name",
        "pytest-E",
        "error-class-last",
        "config-key",
        "cmake-probe",
        "command-echo",
        "pester-passed",
        "warning",
        "not-found-is-weak",
        "maven-build-failure",
        "prove-dubious",
        "karma-console-log",
        "pytest-progress-verdict",
        "pytest-v-verdict",
        "pytest-short-summary",
        "cmake-error",
        "bash-command-not-found",
        "sub-make",
        "common-test-config-function",
        "bare-name-failed",
        "conda-retry-notice",
        "composer-unresolvable",
        "python-except-clause",
        "npm-machine",
        "command-no-such-file",
        "command-permission-denied",
        "no-such-file-mid-line",
        "npm-code",
        "npm-bare",
        "npm-test-failed",
        "npm-404",
        "python-object-repr",
        "composer-stale-lock",
    ),
)
def test_score_line(line: str, score: int) -> None:
    assert score_line(line) == score


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(FRAGMENTS), min_size=1, max_size=8).map("".join))
def test_every_line_the_patterns_match_passes_the_keyword_prefilter(line: str) -> None:
    matched = STRONG.search(line) or WEAK.search(line)
    assert not matched or any(word in line.lower() for word in _KEYWORDS)


@pytest.mark.parametrize(
    ("line", "score"),
    [
        ("21:47:57    ERROR -  error: linking with `cc` failed: exit status: 1", 3),
        ("2026-12-05 09:12:01,123 INFO Error: disk full", 3),
        ("[INFO] BUILD FAILURE", 3),
        ("ERROR:root:boom", 3),
        ("21:47:57     INFO - 3 tests ran", 0),
    ],
)
def test_a_loggers_timestamp_and_level_are_read_past(line: str, score: int) -> None:
    assert score_line(line) == score


def test_a_c_assert_failure_is_a_failure_line() -> None:
    assert score_line("test_strutil: tests/test_strutil.c:17: test_word_count: Assertion `n == 1' failed.") == 3
