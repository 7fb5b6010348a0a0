"""Windows runners' paths in failures: GitHub's `D:\\a\\<repo>\\<repo>\\`, GitLab's `C:\\GitLab-Runner\\builds\\...`,
msys' `/d/a/...`, node's `file:///D:/...`, and the backslash paths Windows tools print. The paths and lines here are
real, from public logs (tests/fixtures/logs/README.md says where)."""

from __future__ import annotations

from pathlib import Path

import pytest

from diagbot.logs.extract import digest_log, extract_failures
from diagbot.logs.failures.stateful import repo_path

FIXTURES = Path(__file__).parents[2] / "fixtures" / "logs"


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("D:\\a\\edgetest\\edgetest\\edgetest\\utils.py", "edgetest/utils.py"),
        (
            "D:\\a\\dnSpy\\dnSpy\\Extensions\\ILSpy.Decompiler\\ICSharpCode.Decompiler\\ICSharpCode.Decompiler\\ILAst"
            "\\ILAstOptimizer.cs",
            "Extensions/ILSpy.Decompiler/ICSharpCode.Decompiler/ICSharpCode.Decompiler/ILAst/ILAstOptimizer.cs",
        ),
        ("file:///D:/a/slugs/slugs/test/slugify.test.js", "test/slugify.test.js"),  # node's URL of a Windows path
        ("/d/a/git-tree/git-tree/git2go/vendor/libgit2", "git2go/vendor/libgit2"),  # msys (Git Bash) spelling
        (  # GitLab's Windows runner: builds\<runner token>\<n>\<group>\<project>\
            "C:\\GitLab-Runner\\builds\\1BJoMpBZ\\0\\ug\\urban_games\\train_fever\\src\\Lib\\Geometry\\Streets\\track"
            "\\Crossing.cpp",
            "train_fever/src/Lib/Geometry/Streets/track/Crossing.cpp",
        ),
        (
            "C:\\Gitlab-runner\\builds\\t3_p7s5mV\\0\\nop-station\\comalytics-nopstation-b2b-nop-470\\src\\Plugin.cs",
            "src/Plugin.cs",
        ),
        ("C:\\GitLab-Runner\\builds\\midori-web\\midori-desktop\\CMakeLists.txt", "CMakeLists.txt"),
        ("src\\database\\api.rs", "src/database/api.rs"),
    ],
)
def test_a_windows_runners_checkout_path_becomes_the_repository_path(path: str, expected: str) -> None:
    assert repo_path(path) == expected


def test_a_python_traceback_on_a_windows_runner_names_the_repository_frame() -> None:
    [failure] = extract_failures((FIXTURES / "traceback-windows.log").read_text())
    assert (failure.path, failure.line, failure.message) == (
        "edgetest/utils.py",
        46,
        "RuntimeError: Unable to run the following command:",
    )


def test_pytest_on_windows_prints_backslash_paths_that_become_repository_paths() -> None:
    found = extract_failures((FIXTURES / "pytest-windows.log").read_text())
    assert {(f.path, f.line) for f in found if f.line} == {
        ("tests/test_atomic_writes.py", 136),
        ("tests/test_atomic_writes.py", 181),
    }


def test_a_cargo_panic_on_windows_names_its_backslash_place() -> None:
    text = (
        "thread 'database::api::tests::query_on_value_reacts_to_changes' panicked at src\\database\\api.rs:1252:13:\n"
        "assertion `left == right` failed\n"
    )
    [failure] = extract_failures(text)
    assert (failure.test, failure.path, failure.line) == (
        "database::api::tests::query_on_value_reacts_to_changes",
        "src/database/api.rs",
        1252,
    )


def test_a_rustc_error_on_windows_names_its_backslash_place() -> None:
    text = "error: unused variable: `dest`\n   --> src\\libpanic_unwind\\seh.rs:222:52\n    |\n"
    assert [(f.path, f.line) for f in extract_failures(text)] == [("src/libpanic_unwind/seh.rs", 222)]


def test_a_node_stack_on_a_windows_runner_gives_the_repository_frame() -> None:
    text = (
        "Error: ENOENT: no such file or directory, open 'search-index.js'\n"
        "    at Object.openSync (fs.js:497:3)\n"
        "    at readFile (D:\\a\\rust\\rust\\src\\tools\\rustdoc-js\\tester.js:181:15)\n"
        "    at load_files (D:\\a\\rust\\rust\\src\\tools\\rustdoc-js\\tester.js:391:20)\n"
    )
    [failure] = extract_failures(text)
    assert (failure.path, failure.line) == ("src/tools/rustdoc-js/tester.js", 181)


def test_a_crlf_log_reads_like_the_same_log_with_lf(tmp_path: Path) -> None:
    crlf = (FIXTURES / "pytest-crlf.log").read_bytes()
    (tmp_path / "lf.log").write_bytes(crlf.replace(b"\r\n", b"\n"))
    as_crlf, as_lf = digest_log(FIXTURES / "pytest-crlf.log"), digest_log(tmp_path / "lf.log")
    body = [d.excerpt.split("\n", 1)[1] for d in (as_crlf, as_lf)]  # the first line counts the log's bytes
    assert (b"\r\n" in crlf, as_crlf.failures, body[0]) == (True, as_lf.failures, body[1])
    assert as_crlf.failures[0].path == "tests/test_money.py"


def test_an_error_line_naming_a_windows_place_is_located_there() -> None:
    text = (
        "error: D:/a/1/s/src/test/ui/parser/mod_file_not_exist_windows.rs:3: expected help message not found: name "
        "the file either not_a_real_file.rs or not_a_real_file\\mod.rs inside the directory\n"
    )
    assert [(f.path, f.line) for f in extract_failures(text)] == [
        ("src/test/ui/parser/mod_file_not_exist_windows.rs", 3)
    ]
