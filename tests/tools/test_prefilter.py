import random

import pytest

from diagbot.tools import prefilter
from diagbot.tools.executor import Executor
from diagbot.tools.prefilter import MIN_FILES, candidate_files

WORDS = ("foo", "bar", "Foo", "BAR", "baz", "qux", "\u212aelvin", "é")


@pytest.fixture
def big_tree(make_tree):
    rng = random.Random(7)
    files = {f"src/m{i:03}.py": "\n".join(" ".join(rng.choices(WORDS, k=4)) for _ in range(5)) for i in range(250)}
    return make_tree({**files, "bin/blob.dat": b"foo\0bar"})


@pytest.mark.parametrize(
    ("pattern", "ignore_case"),
    [("foo", False), ("foo|bar", False), ("ba[rz]", False), ("foo", True), ("kelvin|BAR", True), ("qux\\b", False)],
)
def test_grep_output_is_the_same_with_and_without_the_grep_binary(big_tree, monkeypatch, pattern, ignore_case):
    args = f'{{"pattern": "{pattern}", "ignore_case": {str(ignore_case).lower()}, "limit": 500}}'
    fast = Executor.for_root(big_tree).execute("grep", args).content
    monkeypatch.setattr(prefilter.shutil, "which", lambda name: None)
    assert Executor.for_root(big_tree).execute("grep", args).content == fast


def test_candidate_files_keep_the_given_order_and_drop_files_without_a_needle(make_tree):
    root = make_tree({f"f{i:03}.txt": ("needle\n" if i % 3 == 0 else "hay\n") for i in range(MIN_FILES + 10)})
    files = sorted(p.name for p in root.iterdir())
    assert candidate_files(str(root), files, [b"needle"], False) == [f for f in files if int(f[1:4]) % 3 == 0]


def test_few_files_are_all_candidates_without_starting_a_process(make_tree):
    root = make_tree({"a.txt": "hay\n"})
    assert candidate_files(str(root), ["a.txt"], [b"needle"], False) == ["a.txt"]
