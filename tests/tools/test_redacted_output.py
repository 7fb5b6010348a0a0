"""Tool output after redaction: a redacted line keeps its prefix (`12: `, `path:12:`, `path-12-`, a diff's `+`), and
a private key is redacted whole, its short last line too, whichever lines of it a page or a grep context shows."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from diagbot.gitinfo import repo_facts
from diagbot.logs.redact import Redactor
from diagbot.tools.executor import Executor

BODY = [
    "MIIEpAIBAAKCAQEAwq83kd9xQ2bR7Nf0sLq9vYtZ1mK4pW8cE3uJ6hGd5aTnB2oX",
    "Ne6aL3Vb7Qw9Rt2Yu8Io4Pa6Sd1Fg5Hj0Kl7Zx3Cv9Bn2Mq8We4Rt6Yu1Io3Pa5S",
    "dqc9Rt2Yu8Io4Pa6Sd1=",
]
KEY = "\n".join(["x = 1", "-----BEGIN RSA PRIVATE KEY-----", *BODY, "-----END RSA PRIVATE KEY-----", "y = 2", ""])
HIDDEN = "[REDACTED private-key]"


@pytest.fixture
def repo(make_repo, git) -> Path:
    root = make_repo({"README.md": "r\n"})
    git(root, "checkout", "-q", "-b", "feature")
    (root / "key.pem").write_text(KEY)
    (root / "bare.txt").write_text("\n".join(["x = 1", *BODY, "y = 2", ""]))
    git(root, "add", "-A")
    git(root, "commit", "-qm", "key")
    return root


def _call(root: Path, name: str, **args) -> list[str]:
    redact = Redactor().redact_code
    executor = Executor.for_root(root, redact=redact, repo=repo_facts(root, {}, redact=redact))
    return executor.execute(name, json.dumps(args)).content.splitlines()


def test_read_file_shows_every_line_of_a_key_as_its_prefix_then_the_placeholder(repo):
    assert _call(repo, "read_file", path="key.pem")[1:] == [
        "1: x = 1",
        *(f"{n}: {HIDDEN}" for n in range(2, 7)),
        "7: y = 2",
    ]


def test_a_page_that_starts_at_the_keys_short_last_line_hides_it(repo):
    assert _call(repo, "read_file", path="key.pem", offset=5)[1:] == [f"5: {HIDDEN}", f"6: {HIDDEN}", "7: y = 2"]


def test_grep_context_before_the_end_line_hides_the_short_last_line(repo):
    assert _call(repo, "grep", pattern="END RSA", context=2)[1:] == [
        f"key.pem-4-{HIDDEN}",
        f"key.pem-5-{HIDDEN}",
        f"key.pem:6:{HIDDEN}",
        "key.pem-7-y = 2",
    ]


def test_grep_context_after_the_begin_line_hides_the_whole_body(repo):
    assert _call(repo, "grep", pattern="BEGIN RSA", context=3)[1:] == [
        "key.pem-1-x = 1",
        f"key.pem:2:{HIDDEN}",
        *(f"key.pem-{n}-{HIDDEN}" for n in (3, 4, 5)),
    ]


def test_grep_context_hides_the_short_last_line_of_a_key_without_markers(repo):
    lines = _call(repo, "grep", pattern="y = 2", context=3, glob="bare.txt")[1:]
    assert lines == [f"bare.txt-{n}-[REDACTED key-material]" for n in (2, 3, 4)] + ["bare.txt:5:y = 2"]


def test_the_diff_tool_keeps_each_added_lines_plus(repo):
    assert _call(repo, "diff", path="key.pem")[3:8] == [f"{n + 1}: {n:>5} +{HIDDEN}" for n in range(2, 7)]
