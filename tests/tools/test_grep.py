from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from diagbot.tools.grep import required_needles, search_file

CALC = "def div(a, b):\n    return a / b\n\n\ndef mul(a, b):\n    return a * b\n"


@pytest.fixture
def repo(make_repo):
    return make_repo(
        {
            "src/calc.py": CALC,
            "tests/test_calc.py": "from calc import div\n\ndef test_div():\n    assert div(1, 0) == 0\n",
            "node_modules/x/index.js": "div everywhere\n",
            "gen/out.py": "div generated\n",
            ".gitignore": "gen/\n",
        }
    )


def test_grep_prints_path_line_content(repo, call):
    assert call(repo, "grep", pattern=r"def div").content.split("\n")[1:] == ["src/calc.py:1:def div(a, b):"]


def test_grep_header_counts_lines_and_files(repo, call):
    assert call(repo, "grep", pattern="div").content.split("\n")[0] == "4 matching lines in 2 files for `div`:"


def test_grep_skips_ignored_paths_like_glob(repo, call):
    assert {line.split(":")[0] for line in call(repo, "grep", pattern="div").content.split("\n")[1:]} == {
        "src/calc.py",
        "tests/test_calc.py",
    }


def test_grep_filters_by_glob(repo, call):
    assert call(repo, "grep", pattern="div", glob="tests/**").content.split("\n")[1:] == [
        "tests/test_calc.py:1:from calc import div",
        "tests/test_calc.py:3:def test_div():",
        "tests/test_calc.py:4:    assert div(1, 0) == 0",
    ]


def test_grep_glob_without_slash_matches_at_any_depth(repo, call):
    assert call(repo, "grep", pattern="mul", glob="*.py").content.endswith("src/calc.py:5:def mul(a, b):")


def test_grep_glob_matching_no_file_says_so(repo, call):
    assert (
        call(repo, "grep", pattern="x", glob="**/*.rs").content
        == "no files match the glob `**/*.rs` (the repository holds 3 files)"
    )


def test_grep_no_match_says_where_it_looked_and_the_syntax(repo, call):
    assert call(repo, "grep", pattern="zzz").content == (
        "no matches for `zzz` in 3 files (Python re syntax, per line; case-sensitive, try ignore_case)"
    )


def test_grep_ignore_case(repo, call):
    assert call(repo, "grep", pattern="DEF MUL", ignore_case=True).content.endswith("src/calc.py:5:def mul(a, b):")


def test_grep_is_case_sensitive_by_default(repo, call):
    assert call(repo, "grep", pattern="DEF MUL").content.startswith("no matches")


def test_grep_invalid_regex_quotes_the_error(repo, call):
    result = call(repo, "grep", pattern="div(")
    assert (result.ok, result.content) == (
        False,
        "invalid regular expression `div(`: missing ), unterminated subpattern at position 3 (syntax: Python re)",
    )


def test_grep_caps_at_50_and_says_how_many_more_in_how_many_files(make_repo, call):
    root = make_repo({"a.txt": "hit\n" * 40, "b.txt": "hit\n" * 15, "c.txt": "hit\n" * 5})
    assert call(root, "grep", pattern="hit").content.split("\n")[0] == (
        "60 matching lines in 3 files for `hit`; showing the first 50: 10 more in 2 files not shown,"
        " narrow with glob or a more specific pattern:"
    )


def test_grep_shows_exactly_limit_lines(make_repo, call):
    root = make_repo({"a.txt": "hit\n" * 40})
    assert len(call(root, "grep", pattern="hit", limit=7).content.split("\n")) == 8


def test_grep_cuts_content_at_120_chars(make_repo, call):
    root = make_repo({"a.txt": "needle " + "z" * 300 + "\n"})
    assert call(root, "grep", pattern="needle").content.split("\n")[1] == "a.txt:1:" + ("needle " + "z" * 113) + "…"


def test_grep_keeps_a_far_right_match_in_view(make_repo, call):
    root = make_repo({"a.txt": "z" * 300 + "needle\n"})
    assert "needle" in call(root, "grep", pattern="needle").content.split("\n")[1]


def test_grep_skips_binary_files(make_repo, call):
    root = make_repo({"blob.bin": b"needle\x00\x01\x02", "a.txt": "needle\n"})
    assert call(root, "grep", pattern="needle").content.split("\n")[1:] == ["a.txt:1:needle"]


def test_grep_decodes_invalid_utf8_with_replacement(make_repo, call):
    root = make_repo({"a.txt": b"caf\xe9 needle\n"})
    assert call(root, "grep", pattern="needle").content.split("\n")[1] == "a.txt:1:caf\ufffd needle"


def test_grep_strips_carriage_returns(make_repo, call):
    root = make_repo({"a.txt": b"one\r\nneedle$\r\n"})
    assert call(root, "grep", pattern=r"needle\$$").content.split("\n")[1] == "a.txt:2:needle$"


def test_grep_works_outside_git(make_tree, call):
    root = make_tree({"a.py": "needle\n", ".gitignore": "b.py\n", "b.py": "needle\n"})
    assert call(root, "grep", pattern="needle").content.split("\n")[1:] == ["a.py:1:needle"]


def test_grep_counts_lines_across_block_boundaries(tmp_path):
    path = tmp_path / "big.txt"
    path.write_bytes(b"filler line\n" * 300_000 + b"needle here\n" + b"x" * 70_000 + b" needle\n")
    rx = re.compile("needle")
    assert [(n, s) for n, _, s in search_file(str(path), rx, *required_needles("needle", 0))] == [
        (300_001, 0),
        (300_002, 70_001),
    ]


def test_grep_empty_pattern_is_refused(repo, call):
    assert "`pattern` must not be empty" in call(repo, "grep", pattern="").content


@pytest.mark.parametrize(
    ("pattern", "flags", "expected"),
    [
        ("foo|bar", 0, ((b"bar", b"foo"), False)),
        ("def (test_\\w+)", 0, ((b"test_",), False)),
        ("a{2,3}bcd", 0, ((b"bcd",), False)),
        ("\\w+", 0, (None, False)),
        ("x?yz", 0, ((b"yz",), False)),
        ("(?i)Timeout", 0, ((b"meout",), True)),
        ("Handle_Request", re.IGNORECASE, ((b"handle_reque",), True)),
        ("(?i:abc)de", 0, ((b"de",), False)),
        ("foo|\\d+", 0, (None, False)),
    ],
)
def test_required_needles_are_literals_every_match_contains(pattern, flags, expected):
    assert required_needles(pattern, flags) == expected


def test_only_i_k_s_have_non_ascii_case_partners():
    non_ascii = "".join(chr(c) for c in range(128, 0x110000) if not 0xD800 <= c < 0xE000)
    assert {chr(c) for c in range(128) if re.search(re.escape(chr(c)), non_ascii, re.IGNORECASE)} == set("iksIKS")


_ALPHABET = st.sampled_from(
    ["a", "b", "ab", "foo", "bar", "K", "\u212a", "s", "\u017f", "é", "\n", "\r\n", " ", "\xff", "\xe9"]
)
_PATTERNS = st.sampled_from(
    [
        "a",
        "ab",
        "foo|bar",
        "fo+",
        "b?ar",
        "(foo|ab)+",
        "^a",
        "b$",
        "k",
        "s",
        "é",
        "a.b",
        "(?i)AB",
        "foo|\\s",
        "[ab]c",
        "a\\nb",
        "^$",
    ]
)


@settings(max_examples=200, suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
@given(pieces=st.lists(_ALPHABET, max_size=30), pattern=_PATTERNS, ignore_case=st.booleans())
def test_prefilter_gives_identical_results_to_plain_search(tmp_path, pieces, pattern, ignore_case):
    path = tmp_path / "f.txt"
    path.write_bytes("".join(pieces).encode("utf-8", "surrogateescape").replace(b"\xc3\xbf", b"\xff"))
    rx = re.compile(pattern, re.IGNORECASE if ignore_case else 0)
    needles, fold = required_needles(pattern, rx.flags)
    assert search_file(str(path), rx, needles, fold) == search_file(str(path), rx, None, fold)


def test_grep_description_names_syntax_defaults_and_limits():
    from diagbot.tools.grep import DESCRIPTION

    assert all(word in DESCRIPTION for word in ("Python `re`", "path:line:content", "50", "120", "glob", "foo|bar"))
