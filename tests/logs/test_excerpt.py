import re
from pathlib import Path

import pytest

from diagbot.logs import reader
from diagbot.logs.excerpt import BUDGET, build_excerpt, clean_lines
from diagbot.logs.reader import read_log
from diagbot.logs.redact import redact

FIXTURES = Path(__file__).parent.parent / "fixtures" / "logs"
KEY = "-----BEGIN RSA PRIVATE KEY-----\n" + "MIIEpAIBAAKCAQEAwq83kd9xAAAA\n" * 400 + "-----END RSA PRIVATE KEY-----"


def _excerpt(path: Path) -> str:
    log = read_log(path)
    return build_excerpt(log, clean_lines(log, redact))[0]


def _long_log(tmp_path: Path, middle: str) -> Path:
    rows = [f"PASSED tests/test_mod.py::test_case_{i} in 0.01s" for i in range(1, 5001)]
    rows[2499] = middle
    rows.append('The command "pytest" exited with 1.')
    path = tmp_path / "long.log"
    path.write_text("\n".join(rows) + "\n")
    return path


def test_excerpt_of_a_short_log_is_the_whole_log_numbered() -> None:
    assert _excerpt(FIXTURES / "gcc.log").splitlines()[1:4] == [
        "1| gcc -O2 -Wall -Werror -c src/buffer.c -o build/buffer.o",
        "2| src/buffer.c: In function 'buffer_grow':",
        "3| src/buffer.c:57:12: error: 'new_size' undeclared (first use in this function)",
    ]


def test_excerpt_never_exceeds_the_budget(tmp_path: Path) -> None:
    assert len(_excerpt(_long_log(tmp_path, "x" * 50_000))) <= BUDGET


def test_excerpt_keeps_a_middle_failure_the_tail_would_miss(tmp_path: Path) -> None:
    assert "2500| FAILED tests/test_mod.py::test_broken - KeyError: 'id'" in _excerpt(
        _long_log(tmp_path, "FAILED tests/test_mod.py::test_broken - KeyError: 'id'")
    )


def test_excerpt_keeps_the_tail(tmp_path: Path) -> None:
    assert _excerpt(_long_log(tmp_path, "ok")).rstrip().endswith('5001| The command "pytest" exited with 1.')


def test_excerpt_names_omitted_original_line_ranges(tmp_path: Path) -> None:
    notes = re.findall(r"\[\.\.\. lines (\d+)-(\d+) omitted \.\.\.\]", _excerpt(_long_log(tmp_path, "ERROR: x")))
    assert notes
    assert all(int(a) <= int(b) for a, b in notes)


def test_excerpt_reports_first_error_line(tmp_path: Path) -> None:
    log = read_log(_long_log(tmp_path, "ERROR: database is locked"))
    assert build_excerpt(log, clean_lines(log, redact))[1] == 2500


def test_secret_cut_by_the_budget_cannot_leak(tmp_path: Path) -> None:
    path = tmp_path / "key.log"
    path.write_text("deploying\n" + KEY + "\nerror: deploy failed\n")
    assert "MIIEpAIBAAKCAQEA" not in _excerpt(path)


def test_redaction_keeps_line_numbers(tmp_path: Path) -> None:
    path = tmp_path / "key.log"
    path.write_text("start\n" + KEY + "\nerror: deploy failed\n")
    assert "404| error: deploy failed" in _excerpt(path)


def test_large_log_excerpt_finds_middle_failure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reader, "FULL_READ_BYTES", 10_000)
    monkeypatch.setattr(reader, "TAIL_BYTES", 4_000)
    assert "2500| Traceback (most recent call last):" in _excerpt(
        _long_log(tmp_path, "Traceback (most recent call last):")
    )
