import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from diagbot.logs import reader
from diagbot.logs.clean import clean_lines
from diagbot.logs.excerpt import BUDGET, build_excerpt
from diagbot.logs.reader import read_log
from diagbot.logs.redact import redact

FIXTURES = Path(__file__).parent.parent / "fixtures" / "logs"
KEY = "-----BEGIN RSA PRIVATE KEY-----\n" + "MIIEpAIBAAKCAQEAwq83kd9xAAAA\n" * 400 + "-----END RSA PRIVATE KEY-----"


def _excerpt(path: Path) -> str:
    log = read_log(path)
    return build_excerpt(log, clean_lines(log, redact))[0]


def _numbered(excerpt: str) -> dict[int, str]:
    """Original line number -> text, read back from the `[lines a-b]` block headers."""
    out: dict[int, str] = {}
    number = 0
    for line in excerpt.splitlines()[1:]:
        if header := re.fullmatch(r"\[lines (\d+)-\d+\]", line):
            number = int(header[1])
        elif not line.startswith("[... lines "):
            out[number] = line
            number += 1
    return out


def _spans(excerpt: str) -> list[tuple[int, int, str]]:
    return [(int(a), int(b), kind) for kind, a, b in re.findall(r"^\[(\.\.\. )?lines (\d+)-(\d+)", excerpt, re.M)]


def _long_log(tmp_path: Path, middle: str) -> Path:
    rows = [f"cc -O2 -c src/module_{i}.c -o build/module_{i}.o" for i in range(1, 5001)]
    rows[2499] = middle
    rows.append('The command "pytest" exited with 1.')
    path = tmp_path / "long.log"
    path.write_text("\n".join(rows) + "\n")
    return path


def test_excerpt_of_a_short_log_is_the_whole_log_numbered() -> None:
    assert _excerpt(FIXTURES / "gcc.log").splitlines()[1:5] == [
        f"[lines 1-{len((FIXTURES / 'gcc.log').read_text().splitlines())}]",
        "gcc -O2 -Wall -Werror -c src/buffer.c -o build/buffer.o",
        "src/buffer.c: In function 'buffer_grow':",
        "src/buffer.c:57:12: error: 'new_size' undeclared (first use in this function)",
    ]


def test_excerpt_never_exceeds_the_budget(tmp_path: Path) -> None:
    assert len(_excerpt(_long_log(tmp_path, "x" * 50_000))) <= BUDGET


def test_excerpt_keeps_a_middle_failure_the_tail_would_miss(tmp_path: Path) -> None:
    excerpt = _excerpt(_long_log(tmp_path, "FAILED tests/test_mod.py::test_broken - KeyError: 'id'"))
    assert _numbered(excerpt)[2500] == "FAILED tests/test_mod.py::test_broken - KeyError: 'id'"


def test_excerpt_keeps_the_tail(tmp_path: Path) -> None:
    excerpt = _excerpt(_long_log(tmp_path, "ok"))
    assert _numbered(excerpt)[5001] == 'The command "pytest" exited with 1.' == excerpt.splitlines()[-1]


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
    assert _numbered(_excerpt(path))[404] == "error: deploy failed"


def test_large_log_excerpt_finds_middle_failure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reader, "FULL_READ_BYTES", 10_000)
    monkeypatch.setattr(reader, "TAIL_BYTES", 4_000)
    assert _numbered(_excerpt(_long_log(tmp_path, "Traceback (most recent call last):")))[2500].startswith("Traceback")


def test_blocks_and_omission_notes_cover_every_original_line_once(tmp_path: Path) -> None:
    spans = _spans(_excerpt(_long_log(tmp_path, "ERROR: x")))
    starts, ends = [a for a, _, _ in spans], [b for _, b, _ in spans]
    assert (starts, ends[-1]) == ([1] + [b + 1 for b in ends[:-1]], 5001)


def test_every_excerpt_line_is_the_original_line_at_that_number(tmp_path: Path) -> None:
    path = _long_log(tmp_path, "FAILED tests/test_mod.py::test_broken - KeyError: 'id'")
    originals = path.read_text().splitlines()
    assert all(originals[n - 1] == text for n, text in _numbered(_excerpt(path)).items())


def test_failure_80_lines_before_the_end_is_kept_whole(tmp_path: Path) -> None:
    rows = [f"compiling module_{i}.c with some rather long flags -O2 -Wall -fPIC -Iinclude" for i in range(3000)]
    block = ["src/a.c:3:1: error: expected ';' before '}' token", "   }", "   ^", "make: *** [all] Error 1"]
    rows[-80:-76] = block
    path = tmp_path / "build.log"
    path.write_text("\n".join(rows) + "\n")
    numbered = _numbered(_excerpt(path))
    assert [numbered.get(n) for n in range(2921, 2925)] == block


def test_install_chatter_is_summarised_with_its_line_range(tmp_path: Path) -> None:
    path = tmp_path / "deps.log"
    path.write_text("start\n" + "".join(f"Installing pkg{i} 1.0.{i}\n" for i in range(40)) + "error: boom\n")
    assert "[... 40 lines of routine output (installs, downloads, passing tests), lines 2-41 ...]" in _excerpt(path)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.text(alphabet="ab error:FAILED\t\r\x1b[0m", max_size=300), min_size=1, max_size=400))
def test_excerpt_never_exceeds_the_budget_for_any_log(
    tmp_path_factory: pytest.TempPathFactory, rows: list[str]
) -> None:
    path = tmp_path_factory.mktemp("h") / "any.log"
    path.write_text("\n".join(rows))
    assert len(_excerpt(path)) <= BUDGET


def test_skipped_test_reports_are_not_the_first_error(tmp_path: Path) -> None:
    path = tmp_path / "skips.log"
    path.write_text("SKIPPED [1] tests/a.py:3: could not import 'pandas'\nok\nE   KeyError: 'gold'\n")
    log = read_log(path)
    assert build_excerpt(log, clean_lines(log, redact))[1] == 3
