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


@pytest.mark.parametrize(
    ("pattern", "says"),
    [("a{99999999999}", "the repetition number is too large"), ("(" * 5000 + "a" + ")" * 5000, "nest too deeply")],
)
def test_grep_regex_past_what_re_takes_is_a_bad_pattern_not_a_failure(repo, call, pattern, says):
    result = call(repo, "grep", pattern=pattern)
    assert (result.ok, result.content.startswith("invalid regular expression"), says in result.content) == (
        False,
        True,
        True,
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


LINES = "".join(f"line {n}\n" for n in range(1, 31))


@pytest.fixture
def numbered_repo(make_repo):
    return make_repo({"a.txt": LINES.replace("line 3\n", "hit 3\n").replace("line 29\n", "hit 29\n"), "b.txt": "hit\n"})


def test_grep_context_shows_lines_around_each_match_as_grep_does(numbered_repo, call):
    assert call(numbered_repo, "grep", pattern="^hit", context=2).content.split("\n")[1:] == [
        "a.txt-1-line 1",
        "a.txt-2-line 2",
        "a.txt:3:hit 3",
        "a.txt-4-line 4",
        "a.txt-5-line 5",
        "--",
        "a.txt-27-line 27",
        "a.txt-28-line 28",
        "a.txt:29:hit 29",
        "a.txt-30-line 30",
        "--",
        "b.txt:1:hit",
    ]


def test_grep_context_is_cut_at_the_start_and_end_of_the_file(make_repo, call):
    repo = make_repo({"a.txt": "hit\nx\nhit"})
    out = call(repo, "grep", pattern="hit", context=5).content.split("\n")[1:]
    assert out == ["a.txt:1:hit", "a.txt-2-x", "a.txt:3:hit"]


@pytest.mark.parametrize(
    ("hits", "expected"),
    [
        ((5, 8), ["4-", "5:", "6-", "7-", "8:", "9-"]),  # windows that touch merge: no `--`
        ((5, 9), ["4-", "5:", "6-", "--", "8-", "9:", "10-"]),  # a gap of one line: two groups
        ((5, 6), ["4-", "5:", "6:", "7-"]),  # overlapping windows: each line once
    ],
    ids=["touching", "apart", "overlapping"],
)
def test_grep_context_groups_merge_as_grep_merges_them(make_repo, call, hits, expected):
    text = "".join(("hit" if n in hits else "line") + f" {n}\n" for n in range(1, 20))
    out = call(make_repo({"a.txt": text}), "grep", pattern="^hit", context=1).content.split("\n")[1:]
    assert [_mark(line) for line in out] == expected


def _mark(line: str) -> str:
    """`a.txt-4-line 4` -> `4-`, `a.txt:5:hit 5` -> `5:`, `--` stays."""
    if line == "--":
        return line
    sep = line[len("a.txt")]
    return line[len("a.txt") + 1 :].split(sep, 1)[0] + sep


def test_grep_context_lines_do_not_count_toward_the_limit(numbered_repo, call):
    out = call(numbered_repo, "grep", pattern="^hit", context=1, limit=2).content.split("\n")
    assert (out[0].split(";")[0], [line for line in out[1:] if ":" in line]) == (
        "3 matching lines in 2 files for `^hit`",
        ["a.txt:3:hit 3", "a.txt:29:hit 29"],
    )


def test_grep_context_lines_are_cut_at_120_chars_too(make_repo, call):
    repo = make_repo({"a.txt": "w" * 300 + "\nhit\n"})
    assert call(repo, "grep", pattern="hit", context=1).content.split("\n")[1] == "a.txt-1-" + "w" * 120 + "…"


def test_grep_context_over_5_is_a_failed_result_naming_the_field(numbered_repo, call):
    result = call(numbered_repo, "grep", pattern="hit", context=6)
    assert (result.ok, result.content.split(". ")[0]) == (False, "invalid arguments for grep: `context` must be <= 5")


def test_grep_describes_how_context_counts():
    from diagbot.tools.grep import DESCRIPTION

    assert "context lines do not count toward the 50" in DESCRIPTION
