import pytest

from diagbot.logs.excerpt.entries import to_entries
from diagbot.logs.excerpt.locate import block_end, failing_step, first_error
from diagbot.logs.excerpt.rare import rare_strong
from diagbot.logs.excerpt.summary import named_in_summary


@pytest.mark.parametrize(
    "end",
    [
        'The command "make test" exited with 2.',
        'The command "bundle exec s3_website push" failed 3 times.',
        'The command "cargo test --no-fail-fast" exited with 101.',
        "##[error]Process completed with exit code 1.",
        "npm ERR! code ELIFECYCLE\nnpm ERR! errno 1\nnpm ERR! Command failed",
    ],
    ids=["travis", "travis-retry", "travis-fail-fast-flag", "github-actions", "npm"],
)
def test_failing_step_runs_from_its_command_to_its_non_zero_exit(end: str) -> None:
    lines = ["$ restore-cache", "restored", "$ make test", "compiling", "src/a.c:3:1: error: expected ';'"]
    lines += [*end.split("\n"), "store build cache", "$ echo done", "done"]
    entries = to_entries([(n, text) for n, text in enumerate(lines, 1)])
    start, stop = failing_step(entries)
    assert (entries[start].text, entries[stop].text) == ("$ make test", end.split("\n")[-1])


def test_without_a_non_zero_exit_the_failing_step_is_the_whole_log() -> None:
    entries = to_entries([(1, "$ make"), (2, "error: boom"), (3, "done")])
    assert failing_step(entries) == (0, 2)


def test_the_first_item_of_a_numbered_failure_list_runs_to_the_lists_last_item() -> None:
    lines = ["There were 3 errors:", ""]
    for k in (1, 2, 3):
        lines += [f"{k}) Composer\\Test\\ApplicationTest::testDevWarning{k}", "Function __toString() is deprecated", ""]
        lines += [f"/build/tests/ApplicationTest.php:{20 + k}", ""]
    lines += ["FAILURES!", "Tests: 3, Assertions: 0, Errors: 3."] + [f"Running suite {i}" for i in range(40)]
    entries = to_entries([(n, text) for n, text in enumerate(lines, 1)])
    assert entries[block_end(entries, 2, 3) - 1].text == "/build/tests/ApplicationTest.php:23"
    assert block_end(entries, 7, 3) < block_end(entries, 2, 3)  # a later item is not redirected to the list


def test_a_passing_test_named_after_an_exit_code_does_not_end_the_step() -> None:
    lines = ["$ make functionaltest", "[ RUN      ] os_system returns non-zero exit code: 49.05 ms OK", "running"]
    lines += ["==16563==ERROR: AddressSanitizer: SEGV on unknown address", 'The command "make" exited with 1.']
    entries = to_entries([(n, text) for n, text in enumerate(lines, 1)])
    assert failing_step(entries) == (0, 4)


def test_failures_named_in_the_closing_summary_come_in_log_order() -> None:
    lines = ["$ make test"]
    for name in ("alpha", "beta", "gamma"):
        lines += [f"FAIL {name} check [ext/{name}/tests/case_{name}.phpt]", *(f"TEST {i}" for i in range(50))]
    lines += ["FAILED TEST SUMMARY", *(f"{n} check [ext/{n}/tests/case_{n}.phpt]" for n in ("gamma", "beta", "alpha"))]
    lines.append('The command "make test" exited with 1.')
    entries = to_entries([(n, text) for n, text in enumerate(lines, 1)])
    named = [entries[i].text.split()[1] for i in named_in_summary(entries, len(entries) - 1)]
    assert named == ["alpha", "beta", "gamma"]


def _first_error(lines: list[str]) -> str:
    entries = to_entries([(n, text) for n, text in enumerate(lines, 1)])
    index = first_error(entries, rare_strong(entries), failing_step(entries))
    return "" if index is None else entries[index].text


def test_a_test_steps_first_error_is_its_first_failed_test_not_a_line_the_code_logged() -> None:
    lines = ["$ pwsh ./test.ps1", "Describing Runtime"]
    lines += ["ERROR: - generating tests from foreach -> The property 'Blocks' cannot be found"]
    lines += [f"  building fixture {i} for the runtime suite" for i in range(60)]
    lines += ["[-] runs all files from the folder -> Expected and actual values differ!", "Expected: 'a'"]
    lines += [f"  building fixture {i} for the runtime suite" for i in range(60, 120)]
    lines += ["Tests Passed: 119, Failed: 1", 'The command "pwsh ./test.ps1" exited with 1.']
    assert _first_error(lines) == "[-] runs all files from the folder -> Expected and actual values differ!"


def test_in_a_log_written_by_levels_the_first_error_is_the_first_line_logged_as_an_error() -> None:
    lines = [f"21:40:{k:02}     INFO - step {k} of the build" for k in range(40)]
    lines += ["21:40:40     INFO - kwargs: {'error_list': [{'substr': 'SyntaxError: ', 'level': 'error'}]}"]
    lines += [f"21:41:{k:02}     INFO - compiling unit {k}" for k in range(30)]
    lines += ["21:41:30     INFO - [21:41:30Z DEBUG cache] Couldn't open config file: failed to open file"]
    lines += [f"21:42:{k:02}     INFO - linking unit {k}" for k in range(30)]
    lines += ["21:47:57    ERROR -  error: linking with `cargo-linker` failed: exit status: 1"]
    lines += ["21:47:57    ERROR -    = note: lld-link: error: undefined symbol: PropVariantCompareEx"]
    lines += ["21:48:08     INFO - Return code: 2", "[taskcluster] Unsuccessful task run with exit code: 255"]
    assert _first_error(lines) == "21:47:57    ERROR -  error: linking with `cargo-linker` failed: exit status: 1"
    few = lines[40:41] + lines[-4:]  # a handful of levelled lines: the log is not taken as written by levels
    assert _first_error(few).startswith("21:40:40     INFO - kwargs:")


def test_pytests_short_summary_is_not_the_first_error_however_long() -> None:
    lines = ["$ pytest", "=================== FAILURES ===================", "___ test_0 ___", "E   KeyError: 'gold'"]
    lines += [f"tests/test_m.py:{k}: AssertionError" for k in range(1, 3)]
    lines += ["=========== short test summary info ============"]
    lines += [f"FAILED tests/test_m.py::test_{a}{b} - assert {a} == {b}" for a in "abcdefgh" for b in "uvwxyz"]
    lines += ["==== 48 failed in 2.1s ====", 'The command "pytest" exited with 1.']
    assert _first_error(lines) == "E   KeyError: 'gold'"
