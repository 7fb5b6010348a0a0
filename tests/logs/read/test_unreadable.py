"""An empty or binary log says so, in the question and the report, instead of passing garbage on."""

from __future__ import annotations

import gzip
import random
from pathlib import Path

import pytest

from diagbot.diagnose import explain
from diagbot.logs.extract import digest_log
from diagbot.prompt import build_messages

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "python-pytest"
PYTEST_FAILURE = (
    "============================= test session starts ==============================\n"
    "tests/test_calc.py F                                                     [100%]\n"
    "=================================== FAILURES ===================================\n"
    "___________________________________ test_add ___________________________________\n"
    "    def test_add():\n"
    ">       assert add(2, 3) == 5\n"
    "E       assert -1 == 5\n"
    "tests/test_calc.py:4: AssertionError\n"
    "=========================== short test summary info ============================\n"
    "FAILED tests/test_calc.py::test_add - assert -1 == 5\n"
)


def question(log: Path) -> str:
    return build_messages(digest_log(log), None)[1].content


def test_an_empty_log_says_it_is_empty(tmp_path):
    log = tmp_path / "empty.log"
    log.write_bytes(b"")
    digest = digest_log(log)
    assert (digest.excerpt, digest.failures, digest.log_chars) == ("", (), 0)
    assert digest.unreadable == "the log is empty (0 bytes); the failing step's output was not captured"
    assert "(the log is empty (0 bytes); the failing step's output was not captured)" in question(log)


def test_a_binary_log_is_said_to_be_binary_and_none_of_it_is_sent(tmp_path):
    log = tmp_path / "bin.log"
    log.write_bytes(random.Random(7).randbytes(20_000))
    digest = digest_log(log)
    assert (digest.excerpt, digest.failures, digest.log_chars) == ("", (), 20_000)
    assert str(digest.unreadable).startswith("the log is binary data, not text (20,000 bytes; ")
    asked = question(log)
    assert ("\ufffd" in asked, "so none of it is shown or sent)" in asked) == (False, True)


def test_a_tiny_binary_file_is_binary_too(tmp_path):
    log = tmp_path / "bin2.log"
    log.write_bytes(b"\x00\x01\x02PK\x03\x04")
    assert str(digest_log(log).unreadable).startswith("the log is binary data, not text (7 bytes; ")


def test_a_utf16_log_says_how_to_convert_it(tmp_path):
    log = tmp_path / "ps.log"
    log.write_bytes(PYTEST_FAILURE.encode("utf-16"))
    assert "UTF-16 text, which diagbot does not read: convert it, e.g. iconv" in str(digest_log(log).unreadable)


@pytest.mark.parametrize(
    "text",
    [
        PYTEST_FAILURE.replace("test session starts", "test session \x1b[1mstarts\x1b[0m"),  # ANSI colours
        PYTEST_FAILURE.replace("[100%]", "[100%]\xff\xfe\x00 caf\xe9"),  # a few stray bytes, Latin-1
        "\x1b[32mok\x1b[0m\r\x08\x08\x07\n" * 200 + PYTEST_FAILURE,  # progress bars: CR, BS, BEL
    ],
)
def test_a_text_log_with_odd_bytes_or_colours_is_still_read(tmp_path, text):
    log = tmp_path / "odd.log"
    log.write_bytes(text.encode("latin-1") if "\xe9" in text else text.encode())
    digest = digest_log(log)
    assert (digest.unreadable, [f.test for f in digest.failures][:1]) == (None, ["test_add"])


def test_a_gzip_log_is_still_read_and_an_empty_one_is_empty(tmp_path):
    (tmp_path / "t.log.gz").write_bytes(gzip.compress(PYTEST_FAILURE.encode()))
    (tmp_path / "e.log.gz").write_bytes(gzip.compress(b""))
    assert (digest_log(tmp_path / "t.log.gz").unreadable, digest_log(tmp_path / "t.log.gz").failures[0].test) == (
        None,
        "test_add",
    )
    assert str(digest_log(tmp_path / "e.log.gz").unreadable).startswith("the log is empty (0 bytes)")


def test_the_report_on_an_empty_log_says_it_is_empty(tmp_path):
    log = tmp_path / "empty.log"
    log.write_bytes(b"")
    d = explain(log, EXAMPLE, env={})
    why = "the log is empty (0 bytes); the failing step's output was not captured"
    assert f"### Cause\nNo failure can be read, because {why}. No cause is claimed." in d.conclusion
    assert (why in d.notes, "no recognisable failure" in d.conclusion) == (True, False)
