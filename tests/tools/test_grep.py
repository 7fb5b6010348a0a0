from __future__ import annotations

import pytest

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


def test_grep_empty_pattern_is_refused(repo, call):
    assert "`pattern` must not be empty" in call(repo, "grep", pattern="").content


def test_grep_description_names_syntax_defaults_and_limits():
    from diagbot.tools.grep import DESCRIPTION

    assert all(word in DESCRIPTION for word in ("Python `re`", "path:line:content", "50", "120", "glob", "foo|bar"))
