from __future__ import annotations

import pytest

FILES = {
    "src/app.py": "",
    "src/util/helpers.py": "",
    "src/util/data.json": "",
    "tests/test_app.py": "",
    "setup.py": "",
    "README.md": "",
    "node_modules/lib/index.js": "",
    "dist/app.js": "",
    "build/out.py": "",
    "__pycache__/app.cpython-311.pyc": "",
    ".venv/lib/site.py": "",
    "gen/skip.py": "",
    ".gitignore": "gen/\n*.log\n",
    "debug.log": "",
}


@pytest.fixture
def repo(make_repo):
    return make_repo(FILES)


def paths(content):
    return content.split("\n")[1:]


def test_glob_lists_sorted_relative_posix_paths(repo, call):
    assert paths(call(repo, "glob", pattern="**/*.py").content) == [
        "setup.py",
        "src/app.py",
        "src/util/helpers.py",
        "tests/test_app.py",
    ]


def test_glob_header_counts_the_matches(repo, call):
    assert call(repo, "glob", pattern="src/**").content.split("\n")[0] == "3 files match `src/**`:"


def test_glob_star_stays_within_one_directory(repo, call):
    assert paths(call(repo, "glob", pattern="src/*.py").content) == ["src/app.py"]


def test_glob_question_mark_matches_one_character(repo, call):
    assert paths(call(repo, "glob", pattern="src/ap?.py").content) == ["src/app.py"]


def test_glob_pattern_without_slash_matches_at_any_depth(repo, call):
    assert paths(call(repo, "glob", pattern="*.json").content) == ["src/util/data.json"]


def test_glob_dot_slash_pattern_is_top_level_only(repo, call):
    assert paths(call(repo, "glob", pattern="./*.py").content) == ["setup.py"]


def test_glob_braces_pick_one_of_several(repo, call):
    assert paths(call(repo, "glob", pattern="src/**/*.{json,md}").content) == ["src/util/data.json"]


def test_glob_bare_directory_lists_everything_under_it(repo, call):
    assert paths(call(repo, "glob", pattern="src/util").content) == ["src/util/data.json", "src/util/helpers.py"]


def test_glob_skips_fixed_directories_and_gitignored_paths(repo, call):
    listed = paths(call(repo, "glob", pattern="**/*").content)
    assert [
        p
        for p in listed
        if p.split("/")[0] in {"node_modules", "dist", "build", "__pycache__", ".venv", "gen"} or p.endswith(".log")
    ] == []


def test_glob_never_lists_git_internals(repo, call):
    assert ".git/" not in call(repo, "glob", pattern="**/*").content


def test_glob_over_the_cap_says_how_many_were_withheld(repo, call):
    assert call(repo, "glob", pattern="**/*.py", limit=2).content.split("\n") == [
        "4 files match `**/*.py`; showing the first 2, 2 withheld (narrow the pattern or raise limit):",
        "setup.py",
        "src/app.py",
    ]


def test_glob_caps_at_200_by_default(make_repo, call):
    root = make_repo({f"f{i:03d}.txt": "" for i in range(205)})
    assert "205 files match `*.txt`; showing the first 200, 5 withheld" in call(root, "glob", pattern="*.txt").content


def test_glob_empty_result_says_how_many_files_exist(repo, call):
    assert call(repo, "glob", pattern="**/*.rs").content.startswith(
        "no files match `**/*.rs`; the repository holds 7 files"
    )


def test_glob_empty_result_shows_the_syntax(repo, call):
    assert call(repo, "glob", pattern="**/*.rs").content.endswith("e.g. **/*.py or src/**/test_*.py")


def test_glob_empty_result_counts_the_files_of_the_named_directory(repo, call):
    assert call(repo, "glob", pattern="src/**/*.rs").content.startswith(
        "no files match `src/**/*.rs`; src/ holds 3 files"
    )


def test_glob_empty_result_is_not_a_failure(repo, call):
    assert call(repo, "glob", pattern="*.rs").ok


def test_glob_works_outside_git(make_tree, call):
    root = make_tree({"a/b.py": "", "node_modules/c.py": "", ".gitignore": "ignored.py\n", "ignored.py": ""})
    assert paths(call(root, "glob", pattern="**/*.py").content) == ["a/b.py"]


def test_glob_limit_must_be_positive(repo, call):
    assert "`limit` must be >= 1" in call(repo, "glob", pattern="*", limit=0).content


def test_glob_description_names_syntax_defaults_and_limits():
    from diagbot.tools.glob import DESCRIPTION

    assert all(word in DESCRIPTION for word in ("**/*.py", "200", "node_modules", "withheld", "any depth"))


def test_glob_name_too_long_matches_nothing(repo, call):
    result = call(repo, "glob", pattern="a" * 5000)
    assert (result.ok, result.content.split(";")[0]) == (True, f"no files match `{'a' * 100}… (5000 chars)`")
