import re
from pathlib import Path

from diagbot.logs.excerpt.build import build_excerpt
from diagbot.logs.excerpt.render import read_excerpt
from diagbot.logs.read.clean import clean_lines
from diagbot.logs.read.reader import read_log
from diagbot.logs.redact import redact

LOG = Path(__file__).parents[2] / "fixtures" / "logs" / "bench-tables.log"


def _excerpt() -> str:
    log = read_log(LOG)
    return build_excerpt(log, clean_lines(log, redact)).text


def _folded(excerpt: str) -> list[tuple[int, int]]:
    notes = re.findall(r"^ +: \d+ lines of a benchmark or coverage table, lines (\d+)-(\d+)$", excerpt, re.M)
    return [(int(a), int(b)) for a, b in notes]


def _lines(first: int, last: int) -> list[str]:
    return LOG.read_text().splitlines()[first - 1 : last]


def test_each_benchmark_and_coverage_table_is_one_note() -> None:
    excerpt = _excerpt()
    folded = _folded(excerpt)
    text = "\n".join(s.text for s in read_excerpt(excerpt))
    for needle in ("ns/op", "Stmts", "benchmark: 5 tests", "time:   [", "Found 2 outliers", "Legend:"):
        assert needle not in text, needle
        assert any(needle in "\n".join(_lines(a, b)) for a, b in folded), needle
    assert len(folded) == 3  # go's rows; coverage, benchmark table and legend together; criterion's reports


def test_the_failures_around_the_tables_stay() -> None:
    text = "\n".join(s.text for s in read_excerpt(_excerpt()))
    for kept in ("E       assert 550 == 600", "panicked at src/lib.rs:9:9:", "total_test.go:7: Total() = 550"):
        assert kept in text
