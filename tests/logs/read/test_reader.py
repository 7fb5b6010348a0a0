import gzip
import io
import os
import threading
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from diagbot.errors import UsageError
from diagbot.logs.read import reader, scan
from diagbot.logs.read.reader import read_log, scan_markers

FIXTURES = Path(__file__).parents[2] / "fixtures" / "logs"


def _big_log(path: Path) -> bytes:
    rows = []
    for i in range(1, 6001):
        if i % 997 == 0:
            rows.append(f"ERROR: widget {i} exploded".encode())
        elif i % 13 == 0:
            rows.append(b"bad utf-8 \xff\xfe here")
        else:
            rows.append(f"PASSED tests/test_{i}.py::test_case [{i % 100}%]\r".encode())
    data = b"\n".join(rows) + b"\nFAILED last line without newline"
    path.write_bytes(data)
    return data


@pytest.fixture
def small_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reader, "FULL_READ_BYTES", 1000)
    monkeypatch.setattr(reader, "HEAD_BYTES", 2000)
    monkeypatch.setattr(reader, "TAIL_BYTES", 3000)


@pytest.mark.parametrize("name", ["pytest.log", "maven.log", "github-actions.log", "traceback.log"])
def test_grep_and_python_engines_give_identical_hits(name: str) -> None:
    path = FIXTURES / name
    assert scan_markers(path, engine="grep") == scan_markers(path, engine="python")


def test_engines_agree_on_a_large_log_with_invalid_utf8(tmp_path: Path) -> None:
    path = tmp_path / "big.log"
    _big_log(path)
    assert scan_markers(path, engine="grep") == scan_markers(path, engine="python")


def test_scan_counts_lines_and_numbers_hits_like_grep(tmp_path: Path) -> None:
    path = tmp_path / "big.log"
    _big_log(path)
    hits, total = scan_markers(path, engine="python")
    assert (total, [n for n, _ in hits][:2], hits[-1][0]) == (6001, [997, 1994], 6001)


def test_hits_are_capped_to_first_and_last(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scan, "FIRST_HITS", 2)
    monkeypatch.setattr(scan, "LAST_HITS", 1)
    path = tmp_path / "many.log"
    path.write_text("".join(f"error {i}\n" for i in range(1, 11)))
    assert [n for n, _ in scan_markers(path, engine="grep")[0]] == [1, 2, 10]


def test_large_log_keeps_original_line_numbers_for_head_tail_and_hits(tmp_path: Path, small_limits: None) -> None:
    path = tmp_path / "big.log"
    data = _big_log(path)
    log = read_log(path)
    originals = data.split(b"\n")
    assert not log.complete
    assert log.total_lines == 6001
    assert {1, 997, 5982, 6001} <= set(log.lines)
    assert all(log.lines[n] == originals[n - 1].decode("utf-8", "replace").removesuffix("\r") for n in log.lines)


def test_large_log_window_includes_context_after_a_middle_hit(tmp_path: Path, small_limits: None) -> None:
    path = tmp_path / "big.log"
    _big_log(path)
    assert set(range(2991 - reader.CONTEXT_BEFORE, 2991 + reader.CONTEXT_AFTER)) <= set(read_log(path).lines)


def test_small_log_is_read_whole_with_crlf_normalised(tmp_path: Path) -> None:
    path = tmp_path / "a.log"
    path.write_bytes(b"one\r\ntwo\rthree\r\n")
    assert read_log(path).lines == {1: "one", 2: "two\rthree"}


def test_gzip_is_detected_by_magic_bytes_not_name(tmp_path: Path) -> None:
    path = tmp_path / "build.txt"
    path.write_bytes(gzip.compress(b"a\nERROR b\n"))
    assert read_log(path).lines == {1: "a", 2: "ERROR b"}


def test_stdin_is_read_from_the_given_stream() -> None:
    assert read_log("-", io.BytesIO(b"x\n\xffy\n")).lines == {1: "x", 2: "\ufffdy"}


def test_gzip_on_stdin_is_unzipped_as_a_gzip_file_is() -> None:
    assert read_log("-", io.BytesIO(gzip.compress(b"a\nERROR b\n"))).lines == {1: "a", 2: "ERROR b"}


@pytest.mark.parametrize("packed", [False, True])
def test_a_pipe_is_read_whole_once_as_stdin_is(tmp_path: Path, packed: bool) -> None:
    # `--log <(pytest 2>&1)` or a FIFO: a probe for gzip's magic bytes then a second open read nothing of it
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    text = b"".join(b"line %d\n" % n for n in range(1, 50_001)) + b"FAILED tests/t.py::test_x - boom\n"

    def write() -> None:
        with fifo.open("wb") as f:
            f.write(gzip.compress(text) if packed else text)

    writer = threading.Thread(target=write)
    writer.start()
    got = read_log(fifo)
    writer.join()
    assert (got.total_lines, got.lines.get(50_001)) == (50_001, "FAILED tests/t.py::test_x - boom")


def test_missing_log_is_a_usage_error(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="log file not found"):
        read_log(tmp_path / "nope.log")


def test_directory_log_is_a_usage_error(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="is a directory"):
        read_log(tmp_path)


def test_corrupt_gzip_is_a_usage_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.gz"
    path.write_bytes(b"\x1f\x8b\x08garbage")
    with pytest.raises(UsageError, match="cannot read log input"):
        read_log(path)


def _long_lines_log(path: Path) -> None:
    """Lines longer than a scan block, markers at their start, middle and end, and one cut by a block boundary."""
    boundary = scan.CHUNK - 3  # `FATAL` spans bytes CHUNK-3 .. CHUNK+2
    first = b"x" * boundary + b"FATAL" + b"y" * (2 * scan.CHUNK) + b" fail at the end\n"
    rows = [first, b"ok\n", b"error first " + b"z" * (3 * scan.CHUNK) + b" error again\n", b"plain\n"]
    rows += [b"w" * (scan.CHUNK + 5) + b"\n", b"last line Traceback without newline"]
    path.write_bytes(b"".join(rows))


def test_python_engine_reads_lines_longer_than_a_block_like_grep(tmp_path: Path) -> None:
    path = tmp_path / "long-lines.log"
    _long_lines_log(path)
    hits, total = scan_markers(path, engine="python")
    assert (total, [n for n, _ in hits], hits[0][1]) == (6, [1, 3, 6], scan.CHUNK - 3)
    assert scan_markers(path, engine="grep") == (hits, total)


def test_a_line_too_long_for_grep_falls_back_to_python(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scan, "_GREP_MEMORY_KIB", 16 << 10)  # grep cannot hold a 20 MiB line in 16 MiB
    path = tmp_path / "one-line.log"
    path.write_bytes(b"y" * (20 << 20) + b" fail\nok\nerror: boom\n")
    command = scan.grep_command()
    assert command is not None
    with pytest.raises(scan._GrepFailed):
        scan._scan_grep(command, path)
    assert scan_markers(path, engine="grep") == ([(1, (20 << 20) + 1), (3, (20 << 20) + 9)], 3)


def test_python_engine_counts_a_newline_in_a_blocks_overlap_once(tmp_path: Path) -> None:
    path = tmp_path / "edge.log"
    rows = [b"a" * (scan.CHUNK - 10) + b"\n", b"fail!\n", b"b\n" * 3, b"error\n"]  # `\n fail` in the last bytes
    path.write_bytes(b"".join(rows))
    assert scan_markers(path, engine="python") == ([(2, scan.CHUNK - 9), (6, scan.CHUNK - 9 + 12)], 6)
    assert scan_markers(path, engine="grep") == scan_markers(path, engine="python")


_PIECES = ["error", "FAIL", "fa", "il", "x" * 40, "Traceback", "timed out", " ", "\n", "\n\n", "\r\n", "é"]


@settings(max_examples=40, deadline=None)
@given(pieces=st.lists(st.sampled_from(_PIECES), max_size=120), chunk=st.integers(min_value=33, max_value=80))
def test_python_engine_matches_grep_at_any_block_size(tmp_path_factory: pytest.TempPathFactory, pieces, chunk) -> None:
    path = tmp_path_factory.mktemp("blocks") / "log"
    path.write_bytes("".join(pieces).encode())
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(scan, "CHUNK", chunk)
        python = scan_markers(path, engine="python")
    assert python == scan_markers(path, engine="grep")


def test_a_small_log_of_very_many_lines_is_read_as_head_tail_and_markers(tmp_path: Path) -> None:
    path = tmp_path / "many.log"
    lines = 200_000  # 400 KB: small, yet twice the lines a log is read whole with
    path.write_bytes(b"x\n" * (lines - 1) + b"FAILED tests/test_a.py::test_b - assert 1 == 2\n")
    log = read_log(path)
    assert (log.complete, log.total_lines) == (False, lines)
    assert len(log.lines) <= 70_001
    assert log.lines[lines].startswith("FAILED tests/test_a.py::test_b")
    assert log.lines[1] == "x"


def test_a_large_log_of_newlines_keeps_a_bounded_head_and_tail(tmp_path: Path) -> None:
    path = tmp_path / "blank.log"
    path.write_bytes(b"\n" * ((8 << 20) + 1))
    log = read_log(path)
    assert (log.complete, log.total_lines) == (False, (8 << 20) + 1)
    assert len(log.lines) <= 70_001
    assert max(log.lines) == log.total_lines
