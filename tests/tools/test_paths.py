from __future__ import annotations

import warnings

import pytest

from diagbot.errors import UsageError
from diagbot.tools.base import ToolError
from diagbot.tools.executor import Executor
from diagbot.tools.paths import glob_regex, is_binary, make_context, resolve_inside, scope_glob

SECRET = "password=hunter2\n"


@pytest.fixture
def repo(make_repo):
    return make_repo({"src/app.py": "print('hi')\n", "README.md": "# r\n"})


def test_read_file_refuses_dotdot_escape(repo, call):
    (repo.parent / "secret.txt").write_text(SECRET)
    assert call(repo, "read_file", path="../secret.txt").content.startswith("../secret.txt is outside the repository")


def test_read_file_refuses_dotdot_inside_the_path(repo, call):
    (repo.parent / "secret.txt").write_text(SECRET)
    assert not call(repo, "read_file", path="src/../../secret.txt").ok


def test_read_file_refuses_absolute_path_outside(repo, call):
    (repo.parent / "secret.txt").write_text(SECRET)
    assert "outside the repository" in call(repo, "read_file", path=str(repo.parent / "secret.txt")).content


def test_read_file_accepts_absolute_path_inside(repo, call):
    assert call(repo, "read_file", path=str(repo / "src/app.py")).content.startswith("src/app.py (lines 1-1 of 1)")


def test_read_file_refuses_symlink_outside_root(repo, call):
    (repo.parent / "secret.txt").write_text(SECRET)
    (repo / "link.txt").symlink_to(repo.parent / "secret.txt")
    assert "outside the repository" in call(repo, "read_file", path="link.txt").content


def test_read_file_refuses_symlinked_directory_outside_root(repo, call):
    (repo.parent / "outside").mkdir()
    (repo.parent / "outside" / "s.txt").write_text(SECRET)
    (repo / "linkdir").symlink_to(repo.parent / "outside")
    assert "outside the repository" in call(repo, "read_file", path="linkdir/s.txt").content


def test_read_file_refuses_sibling_with_root_as_prefix(repo, call):
    sibling = repo.parent / (repo.name + "2")
    sibling.mkdir()
    (sibling / "s.txt").write_text(SECRET)
    assert "outside the repository" in call(repo, "read_file", path=str(sibling / "s.txt")).content


def test_read_file_refuses_sibling_prefix_by_relative_path(repo, call):
    sibling = repo.parent / (repo.name + "2")
    sibling.mkdir()
    (sibling / "s.txt").write_text(SECRET)
    assert "outside the repository" in call(repo, "read_file", path=f"../{repo.name}2/s.txt").content


def test_read_file_refuses_nul_byte(repo, call):
    assert "NUL byte" in call(repo, "read_file", path="src/app.py\x00.txt").content


def test_boundary_message_says_paths_are_relative_to_the_root(repo, call):
    assert "paths are relative to the repository root" in call(repo, "read_file", path="/etc/passwd").content


def test_read_file_follows_symlink_inside_pointing_inside(repo, call):
    (repo / "alias.py").symlink_to(repo / "src" / "app.py")
    assert call(repo, "read_file", path="alias.py").content == "src/app.py (lines 1-1 of 1)\n1: print('hi')"


def test_symlink_loop_is_refused_not_crashed(repo, call):
    (repo / "loop").symlink_to(repo / "loop")
    assert not call(repo, "read_file", path="loop").ok


def test_glob_refuses_pattern_leaving_the_root(repo, call):
    assert "outside the repository" in call(repo, "glob", pattern="../**/*.txt").content


def test_grep_refuses_glob_leaving_the_root(repo, call):
    assert "outside the repository" in call(repo, "grep", pattern="x", glob="../*/*.txt").content


def test_resolve_inside_returns_the_resolved_path(repo):
    assert resolve_inside(make_context(repo), "src/./app.py") == repo.resolve() / "src" / "app.py"


def test_resolve_inside_raises_tool_error_outside(repo):
    with pytest.raises(ToolError, match="outside the repository"):
        resolve_inside(make_context(repo), "..")


def test_make_context_refuses_missing_directory(tmp_path):
    with pytest.raises(UsageError, match="does not exist"):
        make_context(tmp_path / "nope")


def test_walker_skips_fixed_directories(make_tree):
    skipped = {
        f"{d}/x.py": "" for d in (".git", "node_modules", "dist", "build", "__pycache__", ".venv", "venv", ".tox")
    }
    root = make_tree({**skipped, "a/node_modules/y.py": "", "keep.py": ""})
    assert make_context(root).ignore.files() == ["keep.py"]


def test_walker_honours_root_gitignore(make_repo):
    root = make_repo({".gitignore": "*.log\ngen/\n", "a.log": "", "gen/x.py": "", "src/gen.py": "", "src/b.log": ""})
    assert make_context(root).ignore.files() == [".gitignore", "src/gen.py"]


def test_walker_applies_nested_gitignore_relative_to_its_directory(make_repo):
    files = {"sub/.gitignore": "/out\n*.tmp\n", "sub/out/x.py": "", "out/y.py": "", "sub/a.tmp": "", "b.tmp": ""}
    assert make_context(make_repo(files)).ignore.files() == ["b.tmp", "out/y.py", "sub/.gitignore"]


def test_walker_nested_negation_overrides_parent(make_repo):
    files = {".gitignore": "*.log\n", "logs/.gitignore": "!keep.log\n", "logs/keep.log": "", "logs/drop.log": ""}
    assert make_context(make_repo(files)).ignore.files() == [".gitignore", "logs/.gitignore", "logs/keep.log"]


def test_walker_uses_gitignore_outside_git(make_tree):
    root = make_tree({".gitignore": "secret/\n", "secret/k.txt": "", "a.txt": ""})
    assert make_context(root).ignore.files() == [".gitignore", "a.txt"]


def test_walker_does_not_list_symlinks_pointing_outside(make_tree, tmp_path):
    (tmp_path / "out.txt").write_text(SECRET)
    root = make_tree({"a.txt": ""})
    (root / "link.txt").symlink_to(tmp_path / "out.txt")
    (root / "linkdir").symlink_to(tmp_path)
    assert make_context(root).ignore.files() == ["a.txt"]


def test_walker_lists_symlinked_file_pointing_inside(make_tree):
    root = make_tree({"a.txt": ""})
    (root / "b.txt").symlink_to(root / "a.txt")
    assert make_context(root).ignore.files() == ["a.txt", "b.txt"]


def test_walker_result_is_built_once_per_context(make_tree):
    root = make_tree({"a.txt": ""})
    ctx = make_context(root)
    first = ctx.ignore.files()
    (root / "b.txt").write_text("")
    assert ctx.ignore.files() is first


@pytest.mark.parametrize(
    ("pattern", "path", "matches"),
    [
        ("**/*.py", "a/b/c.py", True),
        ("**/*.py", "c.py", True),
        ("src/*.py", "src/a/b.py", False),
        ("src/**/*.py", "src/a.py", True),
        ("src/**", "src/a/b.txt", True),
        ("file?.txt", "file1.txt", True),
        ("file?.txt", "file10.txt", False),
        ("*.{py,md}", "x.md", True),
        ("[ab].txt", "b.txt", True),
        ("[!ab].txt", "b.txt", False),
        ("a+b(c).txt", "a+b(c).txt", True),
        ("[[:upper:]]*", "README", True),
        ("[[:upper:]]*", "setup.py", False),
        ("*[[:digit:]].txt", "log2.txt", True),
        ("[a&&b].txt", "&.txt", True),
        ("[x[].txt", "[.txt", True),
    ],
)
def test_glob_regex_translates_wildcards(pattern, path, matches):
    assert bool(glob_regex(pattern).match(path)) is matches


def test_scope_glob_matches_names_at_any_depth_without_slash(tmp_path):
    assert scope_glob(make_context(tmp_path), "*.py") == ("**/*.py", ".")


def test_scope_glob_dot_slash_means_top_level(tmp_path):
    assert scope_glob(make_context(tmp_path), "./*.py") == ("*.py", ".")


def test_scope_glob_keeps_the_literal_directory(tmp_path):
    (tmp_path / "src").mkdir()
    assert scope_glob(make_context(tmp_path), "src/**/*.py") == ("src/**/*.py", "src")


def test_glob_regex_with_a_posix_class_or_set_operator_warns_nothing():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for pattern in ("[[:alpha:]]*", "[a&&b]", "[a~~b]", "[a||b]", "[[]"):
            glob_regex(pattern)


def test_glob_regex_reports_a_broken_class_as_tool_error():
    with pytest.raises(ToolError, match="invalid glob"):
        glob_regex("[z-a].txt")


@pytest.mark.parametrize(
    ("sample", "binary"),
    [(b"plain text\n", False), (b"abc\x00def", True), (bytes(range(128, 256)) * 10, True), ("héllo ✓".encode(), False)],
)
def test_is_binary_detects_nul_and_mostly_undecodable(sample, binary):
    assert is_binary(sample) is binary


def test_hidden_files_are_never_listed_by_glob_or_grep(make_repo):
    root = make_repo({"src/a.py": "boom = 1\n", "test.log": "boom\n"})
    ex = Executor.for_root(root, hide=[root / "test.log"])
    assert (ex.execute("glob", '{"pattern": "**/*"}').content, ex.execute("grep", '{"pattern": "boom"}').content) == (
        "1 file matches `**/*`:\nsrc/a.py",
        "1 matching line in 1 file for `boom`:\nsrc/a.py:1:boom = 1",
    )


def test_hiding_a_file_outside_the_repository_changes_nothing(make_repo, tmp_path):
    root = make_repo({"src/a.py": "x\n"})
    assert Executor.for_root(root, hide=[tmp_path / "elsewhere.log"]).execute("glob", '{"pattern": "**/*"}').ok


def test_extra_ignore_patterns_apply_like_a_root_gitignore(make_repo):
    root = make_repo({"src/a.py": "boom\n", "fixtures/big/b.py": "boom\n", "report.md": "boom\n"})
    ex = Executor.for_root(root, ignore=["fixtures/big/", "report.md"])
    assert ex.execute("glob", '{"pattern": "**/*"}').content == "1 file matches `**/*`:\nsrc/a.py"


def test_walker_honours_git_info_exclude(make_repo):
    root = make_repo({"a.py": "", "scratch/notes.py": "", "local.env": ""}, commit=False)  # untracked, as git has it
    (root / ".git" / "info").mkdir(exist_ok=True)
    (root / ".git" / "info" / "exclude").write_text("scratch/\n*.env\n")
    assert make_context(root).ignore.files() == ["a.py"]


def test_walker_honours_the_global_excludes_file(make_repo, tmp_path, monkeypatch):
    excludes = tmp_path / "global-ignore"
    excludes.write_text(".idea/\n")
    (tmp_path / "gitconfig").write_text(f"[core]\n\texcludesFile = {excludes}\n")
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(tmp_path / "gitconfig"))
    root = make_repo({"a.py": "", ".idea/workspace.xml": ""}, commit=False)
    assert make_context(root).ignore.files() == ["a.py"]


def test_walker_default_global_excludes_is_xdg_git_ignore(make_repo, tmp_path, monkeypatch):
    (tmp_path / "xdg" / "git").mkdir(parents=True)
    (tmp_path / "xdg" / "git" / "ignore").write_text("*.swp\n")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    root = make_repo({"a.py": "", "a.py.swp": ""}, commit=False)
    assert make_context(root).ignore.files() == ["a.py"]


def test_walker_gitignore_negation_beats_info_exclude(make_repo):
    root = make_repo({".gitignore": "!keep.log\n", "keep.log": "", "drop.log": ""}, commit=False)  # untracked
    (root / ".git" / "info").mkdir(exist_ok=True)
    (root / ".git" / "info" / "exclude").write_text("*.log\n")
    assert make_context(root).ignore.files() == [".gitignore", "keep.log"]


def test_walker_ignores_git_excludes_outside_a_repository(make_tree, tmp_path, monkeypatch):
    (tmp_path / "xdg" / "git").mkdir(parents=True)
    (tmp_path / "xdg" / "git" / "ignore").write_text("*.py\n")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    assert make_context(make_tree({"a.py": ""})).ignore.files() == ["a.py"]


def test_walker_reads_info_exclude_of_a_worktree(make_repo, tmp_path):
    import subprocess

    main = make_repo({"a.py": ""})
    (main / ".git" / "info").mkdir(exist_ok=True)
    (main / ".git" / "info" / "exclude").write_text("*.env\n")
    worktree = tmp_path / "wt"
    subprocess.run(["git", "worktree", "add", "-q", str(worktree)], cwd=main, check=True, capture_output=True)
    (worktree / "local.env").write_text("")
    assert make_context(worktree).ignore.files() == ["a.py"]


def test_walker_lists_a_tracked_file_that_an_ignore_rule_matches(make_repo, git):
    root = make_repo({".gitignore": "*.local\nbuild/\n", "src/a.py": ""})
    (root / "config.local").write_text("retries = 3\n")
    (root / "scratch.local").write_text("")  # untracked and ignored: stays hidden
    git(root, "add", "-f", "config.local")
    git(root, "commit", "-q", "-m", "force-add the shared config")
    assert make_context(root).ignore.files() == [".gitignore", "config.local", "src/a.py"]


def test_walker_keeps_the_skip_list_and_the_users_patterns_for_tracked_files(make_repo):
    root = make_repo({"src/a.py": "", "node_modules/x/index.js": "", "fixtures/big.json": ""})
    assert make_context(root, ignore=["fixtures/"]).ignore.files() == ["src/a.py"]


def test_a_link_into_git_is_neither_listed_nor_searched_as_read_file_refuses_it(repo, call, git):
    # actions/checkout keeps the job's token in .git/config; a PR can commit a link to it
    git(repo, "config", "--local", "credential.helper", "store-CREDENTIAL-HELPER-X")
    (repo / "cfg").symlink_to(".git/config")
    (repo / "gitdir").symlink_to(".git")
    git(repo, "add", "cfg", "gitdir")
    git(repo, "commit", "-qm", "links")
    found = [
        call(repo, name, **args).content
        for name, args in [
            ("grep", {"pattern": "CREDENTIAL-HELPER"}),
            ("grep", {"pattern": "CREDENTIAL-HELPER", "glob": "gitdir/**"}),
            ("glob", {"pattern": "**/*"}),
        ]
    ]
    assert ("CREDENTIAL-HELPER-X" in "".join(found), "cfg" in found[2].splitlines()[1:]) == (False, False)
    assert "inside .git" in call(repo, "read_file", path="cfg").content
