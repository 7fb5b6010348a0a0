"""gitinfo: facts from real git repositories made in tmp dirs."""

from __future__ import annotations

from pathlib import Path

from diagbot.gitinfo import LAST_COMMIT, RepoFacts, repo_facts


def _branch_with_change(make_repo, git) -> Path:
    root = make_repo({"src/calc.py": "def div(a, b):\n    return a / b\n", "README.md": "hi\n"})
    git(root, "checkout", "-q", "-b", "feature")
    (root / "src/calc.py").write_text("def div(a, b):\n    return a // b\n")
    git(root, "commit", "-qam", "change div")
    return root


def test_repo_facts_is_none_outside_git(tmp_path):
    assert repo_facts(tmp_path, {}) is None


def test_repo_facts_is_none_for_missing_directory(tmp_path):
    assert repo_facts(tmp_path / "nope", {}) is None


def test_branch_lists_files_changed_against_main(make_repo, git):
    facts = repo_facts(_branch_with_change(make_repo, git), {})
    assert (facts.branch, facts.base, facts.changed, facts.dirty) == ("feature", "main", ("src/calc.py",), False)


def test_head_is_the_full_sha(make_repo, git):
    root = _branch_with_change(make_repo, git)
    assert repo_facts(root, {}).head == git(root, "rev-parse", "HEAD").strip()


def test_root_is_the_directory_asked_about_even_inside_a_larger_work_tree(make_repo, git):
    root = _branch_with_change(make_repo, git)
    assert repo_facts(root / "src", {}).root == str((root / "src").resolve())


def test_github_base_ref_is_honoured(make_repo, git):
    root = _branch_with_change(make_repo, git)
    git(root, "branch", "release", "main")
    git(root, "checkout", "-q", "release")
    (root / "docs.md").write_text("release notes\n")
    git(root, "add", "docs.md")
    git(root, "commit", "-qm", "release notes")
    git(root, "checkout", "-q", "feature")
    facts = repo_facts(root, {"GITHUB_BASE_REF": "release"})
    assert (facts.base, facts.changed) == ("release", ("src/calc.py",))


def test_gitlab_target_branch_is_honoured(make_repo, git):
    facts = repo_facts(_branch_with_change(make_repo, git), {"CI_MERGE_REQUEST_TARGET_BRANCH_NAME": "main"})
    assert (facts.base, facts.changed) == ("main", ("src/calc.py",))


def test_origin_remote_ref_is_preferred(make_repo, git, tmp_path):
    upstream = make_repo({"a.txt": "1\n"}, name="upstream")
    git(tmp_path, "clone", "-q", str(upstream), "clone")
    clone = tmp_path / "clone"
    git(clone, "checkout", "-q", "-b", "topic")
    (clone / "b.txt").write_text("2\n")
    git(clone, "add", "b.txt")
    git(clone, "commit", "-qm", "b")
    facts = repo_facts(clone, {})
    assert (facts.base, facts.changed) == ("origin/main", ("b.txt",))


def test_default_branch_reports_files_of_the_last_commit(make_repo, git):
    root = make_repo({"a.txt": "1\n", "b.txt": "2\n"})
    (root / "b.txt").write_text("3\n")
    git(root, "commit", "-qam", "edit b")
    facts = repo_facts(root, {})
    assert (facts.branch, facts.base, facts.changed) == ("main", LAST_COMMIT, ("b.txt",))


def test_single_commit_on_default_branch_has_no_base(make_repo):
    facts = repo_facts(make_repo({"a.txt": "1\n"}), {})
    assert (facts.base, facts.changed) == (None, ())


def test_uncommitted_and_untracked_changes_count_as_dirty(make_repo, git):
    root = _branch_with_change(make_repo, git)
    (root / "README.md").write_text("changed\n")
    (root / "new.txt").write_text("new\n")
    facts = repo_facts(root, {})
    assert (facts.changed, facts.dirty) == (("src/calc.py", "README.md", "new.txt"), True)


def test_an_empty_folder_or_one_holding_only_ignored_files_is_no_change(make_repo):
    root = make_repo({"a.txt": "1\n"})
    (root / "tests").mkdir()  # empty
    (root / ".pytest_cache" / "v").mkdir(parents=True)  # pytest ignores its own cache from inside
    (root / ".pytest_cache" / ".gitignore").write_text("*\n")
    (root / ".pytest_cache" / "v" / "nodeids").write_text("[]\n")
    (root / "new").mkdir()
    (root / "new" / "b.txt").write_text("b\n")
    facts = repo_facts(root, {})
    assert (facts.changed, facts.dirty) == (("new/",), True)


def test_repository_without_commits_degrades_to_none_fields(make_repo):
    root = make_repo({"a.txt": "1\n"}, commit=False)
    assert repo_facts(root, {}) == RepoFacts(root=str(root), head=None, branch="main", changed=("a.txt",), dirty=True)


def test_detached_head_has_no_branch_unless_ci_names_it(make_repo, git):
    root = _branch_with_change(make_repo, git)
    git(root, "checkout", "-q", "--detach")
    assert (repo_facts(root, {}).branch, repo_facts(root, {"GITHUB_HEAD_REF": "pr-7"}).branch) == (None, "pr-7")


def test_missing_base_ref_falls_back_to_the_default_branch(make_repo, git):
    facts = repo_facts(_branch_with_change(make_repo, git), {"GITHUB_BASE_REF": "does-not-exist"})
    assert (facts.base, facts.changed) == ("main", ("src/calc.py",))


def test_shallow_clone_degrades_without_raising(make_repo, git, tmp_path):
    upstream = _branch_with_change(make_repo, git)
    git(tmp_path, "clone", "-q", "--depth", "1", "--branch", "feature", f"file://{upstream}", "shallow")
    facts = repo_facts(tmp_path / "shallow", {"GITHUB_BASE_REF": "main"})
    assert (facts.branch, facts.base, facts.changed) == ("feature", None, ())


def test_a_subdirectory_repo_sees_only_its_own_changes_relative_to_it(make_repo, git):
    root = make_repo({"app/src/a.py": "x = 1\n", "other/b.py": "y = 1\n"})
    (root / "app/src/a.py").write_text("x = 2\n")
    (root / "other/b.py").write_text("y = 2\n")
    facts = repo_facts(root / "app", {})
    assert (facts.root, facts.changed) == (str((root / "app").resolve()), ("src/a.py",))
