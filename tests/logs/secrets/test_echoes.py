"""A secret found once is hidden wherever else the text shows it, whole and as the part a test tool's shortened repr
keeps (unittest's `[15 chars]` elides the key and shows the secret's tail), from real unittest output."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from diagbot.logs.read.clean import clean_lines
from diagbot.logs.read.reader import read_log
from diagbot.logs.redact import Redactor, redact
from diagbot.logs.secrets.echoes import distinct, hidden_values

BENCH_LOG = Path(__file__).parents[3] / "bench" / "cases" / "py-pyotp" / "failure.log"  # a real unittest run
WIDE = {"scope": "read write admin", "region": "eu-west-1"}  # reprs long enough for unittest to shorten them


def _unittest_output(tmp_path: Path, expected: str, got: str) -> str:
    """What unittest prints when two dicts holding a long value differ: run for real."""
    test = tmp_path / "test_uri.py"
    test.write_text(
        "import unittest\n\n\nclass T(unittest.TestCase):\n    def test_uri(self):\n"
        f"        self.assertEqual({got!r}, {expected!r})\n",
        encoding="utf-8",
    )
    run = subprocess.run([sys.executable, "-m", "unittest", "test_uri"], cwd=tmp_path, capture_output=True, text=True)
    assert "[" in run.stderr, run.stderr  # unittest shortened the reprs
    return run.stderr


def test_the_tail_unittest_shows_of_a_secret_it_shortened_is_hidden() -> None:
    log = BENCH_LOG.read_text(encoding="utf-8")
    assert "'sec[15 chars]uqxqvnqr" in log
    out = redact(log)
    assert "uqxqvnqr" not in out
    assert "wrn3pqx5" not in out
    assert "{'sec[15 chars][REDACTED secret-assignment]', 'counter': '0', 'algorithm': 'SHA1'}" in out


def test_a_secret_one_run_of_kept_lines_names_is_hidden_in_a_run_before_it() -> None:
    """The reader keeps windows of a long log; each run of kept lines is redacted alone, then the whole."""
    log = read_log(BENCH_LOG)
    for gap in (75, 77, 78):  # the shortened line 76 alone; only line 79, a run after it, names `secret`
        del log.lines[gap]
    lines = dict(clean_lines(log, redact))
    assert "uqxqvnqr" in log.lines[76]
    assert "uqxqvnqr" not in lines[76]
    assert "[REDACTED secret-assignment]" in lines[76]
    assert "'counter': '0'" in lines[76]


def test_a_secret_named_once_is_hidden_where_the_output_shows_it_without_its_name(tmp_path: Path) -> None:
    key = "k8Dq2LxV9sPz4Tn7Wm3Rb6Yc"
    out = _unittest_output(tmp_path, {"api_key": key, "user": "ann", **WIDE}, {"api_key": key, "user": "bob", **WIDE})
    out += f"\nretrying with {key}\n"
    redacted = redact(out)
    assert key[-8:] not in redacted
    assert key[:8] not in redacted
    assert "'user': 'bob'" in redacted  # the rest of the comparison stays readable


def test_a_shortened_environment_secret_is_hidden(tmp_path: Path) -> None:
    token = "Zx81mQpL0vR7tY3uW5kS2nB4Zx81mQpL0vR7tY3u"
    out = _unittest_output(
        tmp_path, {"code": token, "n": "0", "mode": "fast"}, {"code": token, "n": "0", "mode": "fast", "extra": "1"}
    )
    assert token[-12:] in out  # unittest shows the tail of what it shortened
    redacted = Redactor(values=(token,)).redact(out)
    assert token[-12:] not in redacted
    assert "'extra': '1'" in redacted


def test_an_ordinary_word_used_as_a_password_is_left_alone_elsewhere() -> None:
    out = redact("+ export PGPASSWORD=postgres\nwaiting for postgres to accept connections\n")
    assert "PGPASSWORD=[REDACTED" in out
    assert "waiting for postgres to accept connections" in out


def test_the_values_a_line_lost_are_read_off_around_its_placeholders() -> None:
    before = "login user=ann password=Hunter2Hunter2 token=abcDEF123456ghi"
    after = "login user=ann password=[REDACTED secret-assignment] token=[REDACTED secret-assignment]"
    found = hidden_values(before, after)
    assert found == {"Hunter2Hunter2": "secret-assignment", "abcDEF123456ghi": "secret-assignment"}
    assert hidden_values("no secret here", "no secret here") == {}
    assert distinct("Hunter2Hunter2")
    assert distinct("correct horse battery staple")
    assert not distinct("changeme-please")
    assert not distinct("RELEASE_SETTINGS_MODULE")


def test_a_secrets_head_cut_short_is_hidden_and_a_mere_prefix_of_it_is_not() -> None:
    key = "k8Dq2LxV9sPz4Tn7Wm3Rb6Yc"
    text = f"token={key}\nsent k8Dq2LxV9sPz... to the registry\nk8Dq2LxV is a prefix, not a cut\n"
    out = redact(text)
    assert "sent [REDACTED secret-assignment]... to the registry" in out
    assert "k8Dq2LxV is a prefix, not a cut" in out
