import pytest

from diagbot.logs.score import score_line


@pytest.mark.parametrize(
    ("line", "score"),
    [
        ("      tables:                                          FAIL (0.06s)", 3),
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
        ("Firefox 60.0.0 (Windows 7.0.0) LOG: 'Attempting to configure on object undefined'", 0),
    ],
    ids=(
        "fail-status",
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
        "karma-console-log",
    ),
)
def test_score_line(line: str, score: int) -> None:
    assert score_line(line) == score
