"""gitinfo: facts from real git repositories made in tmp dirs."""

from __future__ import annotations

import json
from pathlib import Path

from diagbot.gitinfo import LAST_COMMIT, FileChange, repo_facts


def _branch_with_change(make_repo, git) -> Path:
    root = make_repo({"src/calc.py": "def div(a, b):\n    return a / b\n", "README.md": "hi\n"})
    git(root, "checkout", "-q", "-b", "feature")
    (root / "src/calc.py").write_text("def div(a, b):\n    return a // b\n")
    git(root, "commit", "-qam", "change div")
    return root


def _commit(git, root: Path, files: dict[str, str], message: str) -> None:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    git(root, "add", "-A")
    git(root, "commit", "-qm", message)


def test_repo_facts_is_none_outside_git(tmp_path):
    assert repo_facts(tmp_path, {}) is None


def test_repo_facts_is_none_for_missing_directory(tmp_path):
    assert repo_facts(tmp_path / "nope", {}) is None


def test_branch_lists_files_changed_against_main(make_repo, git):
    facts = repo_facts(_branch_with_change(make_repo, git), {})
    assert (facts.branch, facts.base, facts.changed, facts.dirty) == ("feature", "main", ("src/calc.py",), False)


def test_a_changed_file_carries_status_counts_and_hunks(make_repo, git):
    change = repo_facts(_branch_with_change(make_repo, git), {}).changes.files[0]
    hunk = "@@ -1,2 +1,2 @@\n def div(a, b):\n-    return a / b\n+    return a // b\n"
    assert (change.status, change.counts(), change.patch) == ("modified", "+1 -1", hunk)


def test_the_branch_commit_subjects_come_newest_first(make_repo, git):
    root = _branch_with_change(make_repo, git)
    _commit(git, root, {"b.py": "b = 1\n"}, "add b")
    changes = repo_facts(root, {}).changes
    assert (changes.commits, changes.commit_count, changes.source) == (("add b", "change div"), 2, "the default branch")


def test_each_commit_carries_the_paths_it_changed_a_rename_by_its_new_name(make_repo, git):
    root = _branch_with_change(make_repo, git)
    git(root, "mv", "README.md", "GUIDE.md")
    _commit(git, root, {"src/util.py": "u = 1\n"}, "rename the readme, add util")
    changes = repo_facts(root, {}).changes
    assert changes.commit_files == (("GUIDE.md", "src/util.py"), ("src/calc.py",))
    assert repo_facts(root / "src", {}).changes.commit_files == (("util.py",), ("calc.py",))  # seen from src/


def test_at_most_twenty_subjects_but_every_commit_counted(make_repo, git):
    root = make_repo({"a.txt": "0\n"})
    git(root, "checkout", "-q", "-b", "feature")
    for i in range(23):
        _commit(git, root, {"a.txt": f"{i + 1}\n"}, f"step {i + 1}")
    changes = repo_facts(root, {}).changes
    assert (len(changes.commits), changes.commits[0], changes.commit_count) == (20, "step 23", 23)


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
    _commit(git, root, {"docs.md": "release notes\n"}, "release notes")
    git(root, "checkout", "-q", "feature")
    facts = repo_facts(root, {"GITHUB_BASE_REF": "release"})
    assert (facts.base, facts.changes.source, facts.changed) == ("release", "GITHUB_BASE_REF", ("src/calc.py",))


def test_a_configured_base_comes_first(make_repo, git):
    root = _branch_with_change(make_repo, git)
    _commit(git, root, {"b.py": "b = 1\n"}, "add b")
    first = git(root, "rev-parse", "HEAD~1").strip()
    facts = repo_facts(root, {"GITHUB_BASE_REF": "main"}, base=first)
    assert (facts.base, facts.changes.source, facts.changed) == (first[:12], "--base", ("b.py",))


def test_a_configured_base_that_does_not_exist_leaves_the_diff_unknown(make_repo, git):
    facts = repo_facts(_branch_with_change(make_repo, git), {}, base="develop")
    assert (facts.changed, "'develop'" in facts.changes.unknown) == ((), True)


def test_the_pull_request_events_base_sha_is_honoured(make_repo, git, tmp_path):
    root = _branch_with_change(make_repo, git)
    sha = git(root, "rev-parse", "main").strip()
    git(root, "branch", "-m", "main", "old-default")  # no default branch to fall back on
    event = tmp_path / "event.json"
    event.write_text(json.dumps({"pull_request": {"base": {"sha": sha}}}))
    facts = repo_facts(root, {"GITHUB_EVENT_PATH": str(event)})
    assert (facts.base, facts.changed) == (sha[:12], ("src/calc.py",))


def test_gitlab_diff_base_sha_is_honoured(make_repo, git):
    root = _branch_with_change(make_repo, git)
    sha = git(root, "rev-parse", "main").strip()
    facts = repo_facts(root, {"CI_MERGE_REQUEST_DIFF_BASE_SHA": sha})
    assert (facts.changes.source, facts.changed) == ("CI_MERGE_REQUEST_DIFF_BASE_SHA", ("src/calc.py",))


def test_origin_remote_ref_is_preferred(make_repo, git, tmp_path):
    upstream = make_repo({"a.txt": "1\n"}, name="upstream")
    git(tmp_path, "clone", "-q", str(upstream), "clone")
    clone = tmp_path / "clone"
    git(clone, "checkout", "-q", "-b", "topic")
    _commit(git, clone, {"b.txt": "2\n"}, "b")
    facts = repo_facts(clone, {})
    assert (facts.base, facts.changes.source, facts.changed) == ("origin/main", "origin/HEAD", ("b.txt",))


def test_default_branch_reports_the_last_commit_labelled_so(make_repo, git):
    root = make_repo({"a.txt": "1\n", "b.txt": "2\n"})
    _commit(git, root, {"b.txt": "3\n"}, "edit b")
    facts = repo_facts(root, {})
    assert (facts.branch, facts.base, facts.changed, facts.changes.commits) == (
        "main",
        LAST_COMMIT,
        ("b.txt",),
        ("edit b",),
    )
    assert facts.changes.span() == "in the last commit only (HEAD~1..HEAD; HEAD is on main)"


def test_first_commit_is_unknown_not_no_changes(make_repo):
    facts = repo_facts(make_repo({"a.txt": "1\n"}), {})
    assert (facts.base, facts.changed, facts.changes.unknown) == (
        None,
        (),
        "HEAD is the first commit: it has no parent",
    )


def test_first_commit_still_lists_uncommitted_work(make_repo):
    root = make_repo({"a.txt": "1\n"})
    (root / "a.txt").write_text("2\n")
    changes = repo_facts(root, {}).changes
    assert ([f.label() for f in changes.files], changes.unknown is not None) == (["modified a.txt (uncommitted)"], True)


def test_uncommitted_work_is_part_of_the_diff_and_marked(make_repo, git):
    root = _branch_with_change(make_repo, git)
    (root / "README.md").write_text("changed\n")  # unstaged
    (root / "staged.txt").write_text("s\n")
    git(root, "add", "staged.txt")
    (root / "new.txt").write_text("new\n")  # untracked
    labels = [f.label() for f in repo_facts(root, {}).changes.files]
    assert labels == [
        "modified README.md (uncommitted)",
        "modified src/calc.py",
        "added staged.txt (uncommitted)",
        "added new.txt (uncommitted)",
    ]


def test_an_untracked_file_carries_its_text_as_one_hunk(make_repo):
    root = make_repo({"a.txt": "1\n"})
    (root / "new.py").write_text("x = 1\ny = 2\n")
    change = repo_facts(root, {}).changes.find("new.py")
    assert (change.added, change.patch) == (2, "@@ -0,0 +1,2 @@\n+x = 1\n+y = 2\n")


def test_on_ci_untracked_files_are_build_output_and_left_out(make_repo, git):
    root = _branch_with_change(make_repo, git)
    (root / "coverage.xml").write_text("<coverage/>\n")
    changes = repo_facts(root, {"CI": "true"}).changes
    assert ([f.path for f in changes.files], changes.note) == (
        ["src/calc.py"],
        "1 untracked file left out (on CI, build output)",
    )


def test_hidden_files_such_as_the_log_are_no_change(make_repo, git):
    root = _branch_with_change(make_repo, git)
    (root / "failure.log").write_text("FAILED\n")
    assert repo_facts(root, {}, hide=[root / "failure.log"]).changed == ("src/calc.py",)


def test_an_empty_folder_or_one_holding_only_ignored_files_is_no_change(make_repo):
    root = make_repo({"a.txt": "1\n"})
    (root / "tests").mkdir()  # empty
    (root / ".pytest_cache" / "v").mkdir(parents=True)  # pytest ignores its own cache from inside
    (root / ".pytest_cache" / ".gitignore").write_text("*\n")
    (root / ".pytest_cache" / "v" / "nodeids").write_text("[]\n")
    (root / "new").mkdir()
    (root / "new" / "b.txt").write_text("b\n")
    facts = repo_facts(root, {})
    assert (facts.changed, facts.dirty) == (("new/b.txt",), True)


def test_a_rename_is_detected_with_its_old_name(make_repo, git):
    body = "".join(f"line {i}\n" for i in range(20))
    root = make_repo({"src/old_name.py": body})
    git(root, "checkout", "-q", "-b", "feature")
    git(root, "mv", "src/old_name.py", "src/new_name.py")
    _commit(git, root, {"src/new_name.py": body + "line 20\n"}, "rename")
    change = repo_facts(root, {}).changes.files[0]
    assert (change.label(), change.counts()) == ("renamed src/old_name.py → src/new_name.py", "+1 -0")


def test_a_deletion_is_a_status_with_its_removed_lines(make_repo, git):
    root = make_repo({"a.py": "a = 1\n", "gone.py": "x = 1\ny = 2\n"})
    git(root, "checkout", "-q", "-b", "feature")
    git(root, "rm", "-q", "gone.py")
    git(root, "commit", "-qm", "remove gone")
    change = repo_facts(root, {}).changes.files[0]
    assert (change.label(), change.counts(), change.patch) == (
        "deleted gone.py",
        "+0 -2",
        "@@ -1,2 +0,0 @@\n-x = 1\n-y = 2\n",
    )


def test_a_binary_file_is_marked_and_has_no_hunks(make_repo, git):
    root = make_repo({"a.py": "a = 1\n"})
    git(root, "checkout", "-q", "-b", "feature")
    (root / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n\0\0\0binary")
    git(root, "add", "logo.png")
    git(root, "commit", "-qm", "logo")
    change = repo_facts(root, {}).changes.files[0]
    assert (change, change.label()) == (FileChange("logo.png", "added", binary=True), "added logo.png (binary)")


def test_secrets_in_hunks_and_subjects_are_redacted(make_repo, git):
    root = make_repo({"a.py": "a = 1\n"})
    git(root, "checkout", "-q", "-b", "feature")
    token = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
    _commit(git, root, {"a.py": f"TOKEN = '{token}'\n"}, f"use {token}")
    changes = repo_facts(root, {}).changes
    assert (token in changes.files[0].patch, token in changes.commits[0]) == (False, False)


def test_repository_without_commits_says_so_and_lists_its_files(make_repo):
    root = make_repo({"a.txt": "1\n"}, commit=False)
    facts = repo_facts(root, {})
    assert (facts.head, facts.branch, facts.changed, facts.changes.unknown) == (
        None,
        "main",
        ("a.txt",),
        "the repository has no commits yet",
    )


def test_detached_head_has_no_branch_unless_ci_names_it(make_repo, git):
    root = _branch_with_change(make_repo, git)
    git(root, "checkout", "-q", "--detach")
    assert (repo_facts(root, {}).branch, repo_facts(root, {"GITHUB_HEAD_REF": "pr-7"}).branch) == (None, "pr-7")


def test_missing_base_ref_falls_back_to_the_default_branch(make_repo, git):
    facts = repo_facts(_branch_with_change(make_repo, git), {"GITHUB_BASE_REF": "does-not-exist"})
    assert (facts.base, facts.changed) == ("main", ("src/calc.py",))


def test_shallow_clone_of_the_default_branch_says_the_parent_is_not_fetched(make_repo, git, tmp_path):
    upstream = make_repo({"a.txt": "1\n"}, name="upstream")
    _commit(git, upstream, {"a.txt": "2\n"}, "second")
    git(tmp_path, "clone", "-q", "--depth", "1", f"file://{upstream}", "shallow")
    changes = repo_facts(tmp_path / "shallow", {}).changes
    assert (changes.files, changes.unknown) == (
        (),
        "shallow clone: the parent commit is not fetched; to see what changed, fetch the history "
        "(on GitHub: actions/checkout with `fetch-depth: 0`; on GitLab: GIT_DEPTH: 0)",
    )


def test_shallow_clone_of_a_branch_without_its_base_says_how_to_fix_it(make_repo, git, tmp_path):
    upstream = _branch_with_change(make_repo, git)
    git(tmp_path, "clone", "-q", "--depth", "1", "--branch", "feature", f"file://{upstream}", "shallow")
    facts = repo_facts(tmp_path / "shallow", {"GITHUB_BASE_REF": "main"})
    assert (facts.branch, facts.base, facts.changed) == ("feature", None, ())
    assert facts.changes.unknown.startswith("shallow clone: the base main (from GITHUB_BASE_REF) is not fetched")
    assert "fetch-depth: 0" in facts.changes.unknown


def test_shallow_clone_where_the_merge_base_is_out_of_reach_says_so(make_repo, git, tmp_path):
    upstream = _branch_with_change(make_repo, git)
    git(upstream, "checkout", "-q", "main")
    _commit(git, upstream, {"README.md": "main moved on\n"}, "main moves")
    git(tmp_path, "clone", "-q", "--depth", "1", "--no-single-branch", "-b", "feature", f"file://{upstream}", "s")
    unknown = repo_facts(tmp_path / "s", {}).changes.unknown
    assert unknown.startswith(
        "the merge base with origin/main (from origin/HEAD) is out of reach of this shallow clone"
    )
    assert unknown.endswith("actions/checkout with `fetch-depth: 0`; on GitLab: GIT_DEPTH: 0)")


def test_a_subdirectory_repo_sees_only_its_own_changes_relative_to_it(make_repo, git):
    root = make_repo({"app/src/a.py": "x = 1\n", "other/b.py": "y = 1\n"})
    (root / "app/src/a.py").write_text("x = 2\n")
    (root / "other/b.py").write_text("y = 2\n")
    facts = repo_facts(root / "app", {})
    assert (facts.root, facts.changed) == (str((root / "app").resolve()), ("src/a.py",))


def test_repo_facts_value_is_plain_and_comparable(make_repo, git):
    root = _branch_with_change(make_repo, git)
    assert repo_facts(root, {}) == repo_facts(root, {})


def test_staged_files_before_the_first_commit_are_additions(make_repo, git):
    root = make_repo({"a.txt": "hi\n"}, commit=False)
    git(root, "add", "a.txt")
    change = repo_facts(root, {}).changes.files[0]
    assert (change.label(), change.patch) == ("added a.txt (uncommitted)", "@@ -0,0 +1 @@\n+hi\n")


def test_a_subdirectory_repo_says_how_many_changed_files_outside_it_are_left_out(make_repo, git):
    root = make_repo({"app/src/a.py": "x = 1\n", "other/b.py": "y = 1\n", "c.py": "z = 1\n"})
    for path in ("app/src/a.py", "other/b.py", "c.py"):
        (root / path).write_text("changed\n")
    assert repo_facts(root / "app", {}).changes.note == "2 changed files outside app/ (this directory) left out"
