import pytest

from diagbot.logs.scan import score_line


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
    ],
    ids=("fail-status", "sanitizer", "sbt-error", "pester-failed", "pytest-section", "passed-run", "passed", "name"),
)
def test_score_line(line: str, score: int) -> None:
    assert score_line(line) == score
