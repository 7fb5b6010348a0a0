"""Routine noise around real failures: std's frames in a Rust backtrace, Maven's banners and help boilerplate."""

import re
from pathlib import Path

from diagbot.logs.excerpt.build import build_excerpt
from diagbot.logs.excerpt.entries import to_entries
from diagbot.logs.excerpt.render import read_excerpt
from diagbot.logs.excerpt.score import score_line
from diagbot.logs.read.clean import clean_lines
from diagbot.logs.read.reader import read_log
from diagbot.logs.redact import redact

FIXTURES = Path(__file__).parents[2] / "fixtures" / "logs"


def _entries(name: str) -> list[tuple[int, int, bool, str]]:
    lines = (FIXTURES / name).read_text().splitlines()
    return [(e.number, e.end, e.routine, e.text) for e in to_entries(list(enumerate(lines, 1)))]


def test_a_backtraces_std_frames_fold_and_the_projects_own_stay() -> None:
    entries = _entries("cargo-two-panics.log")
    shown = [text for _, _, routine, text in entries if not routine]
    assert "   4: crs::tests::adds" in shown
    assert "             at ./src/lib.rs:7:17" in shown
    assert not any("/rustc/" in text or "core::panicking" in text or "RUST_BACKTRACE=full" in text for text in shown)
    notes = [(a, b, text) for a, b, routine, text in entries if routine]
    assert (18, 25, "8 lines of a backtrace's standard library frames, lines 18-25") in notes
    assert (30, 34, "5 lines of a backtrace's standard library frames, lines 30-34") in notes
    assert "thread 'tests::adds' (9231) panicked at src/lib.rs:7:17:" in shown
    assert "stack backtrace:" in shown


def test_a_lone_std_frame_folds_too() -> None:
    notes = [(a, b) for a, b, routine, _ in _entries("cargo-backtrace.log") if routine]
    assert (18, 19) in notes
    assert (22, 22) not in notes


def test_passing_tests_fold_across_their_suite_names_but_not_past_a_failure() -> None:
    entries = _entries("mocha-nested.log")
    notes = [(a, b) for a, b, routine, _ in entries if routine]
    assert notes == [(5, 22)]  # `✔` lines under `describe`/`context` names and blank lines: one run
    shown = [text for _, _, routine, text in entries if not routine]
    assert "      1) reads miles" in shown  # the failure inline
    assert "    miles" in shown  # and its context's name
    assert "  toMetres" in shown  # the run starts at the first pass: the names above it stay


def test_mavens_banners_and_help_boilerplate_are_routine() -> None:
    for line in (
        "[ERROR] -> [Help 1]",
        "[ERROR] ",
        "[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.",
        "[ERROR] Re-run Maven using the -X switch to enable full debug logging.",
        "[ERROR] For more information about the errors and possible solutions, please read the following articles:",
        "[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/MojoFailureException",
    ):
        assert score_line(line) == 0, line
    kept = (
        "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on"
        " project shop: There are test failures."
    )
    assert score_line(kept) == 3
    assert score_line("[ERROR] Tests run: 10, Failures: 8, Errors: 1, Skipped: 0") == 3
    entries = _entries("maven-repeats.log")
    first, last = next((a, b) for a, b, routine, _ in entries if routine)  # banners, Building, rules
    assert first <= 3
    assert last >= 23
    tail = [text for a, _, routine, text in entries if not routine and a >= 416]
    assert any(text.startswith("[ERROR] Failed to execute goal") for text in tail)
    assert not any("[Help 1]" in text or "Re-run Maven" in text for text in tail)


def test_a_repeat_note_does_not_point_at_an_omitted_line_as_if_shown() -> None:
    log = read_log(FIXTURES / "cargo-many-panics.log")
    excerpt = build_excerpt(log, clean_lines(log, redact)).text
    shown = {s.number for s in read_excerpt(excerpt)}
    notes = re.findall(
        r"^ +: (?:line \d+ repeats|\d+ lines repeat) the failure at line (\d+)( \(left out too\))?", excerpt, re.M
    )
    assert notes
    for line, omitted in notes:
        assert bool(omitted) == (int(line) not in shown)
    assert "/rustc/" not in excerpt
    assert "at ./src/kebab.rs:56:17" in excerpt


def test_a_log_shown_whole_still_folds_std_frames_but_keeps_its_other_routine_lines() -> None:
    """The frames of the standard library say nothing of the project even when every line fits; other routine
    lines (a crate compiling) still say what ran, so a log shown whole keeps them, and says how many lines it shows
    verbatim."""
    log = read_log(FIXTURES / "cargo-two-panics.log")
    excerpt = build_excerpt(log, clean_lines(log, redact))
    assert "8 lines of a backtrace's standard library frames, lines 18-25" in excerpt.text
    assert "/rustc/" not in excerpt.text
    assert " 1|   Compiling crs v0.1.0" in excerpt.text
    assert "omitted" not in excerpt.text
    folded = sum(int(b) - int(a) + 1 for a, b in re.findall(r"frames, lines (\d+)-(\d+)", excerpt.text))
    assert excerpt.lines_shown == log.total_lines - folded


def test_a_sanitizers_shadow_memory_map_folds_even_in_a_log_shown_whole() -> None:
    """AddressSanitizer's map of the shadow bytes around the bad address and the legend of their codes are the same
    in every report: its error line, frames and SUMMARY say what and where (a real `make test` under ASan)."""
    log = read_log(Path(__file__).parents[3] / "bench" / "cases" / "c-aprs" / "failure.log")
    excerpt = build_excerpt(log, clean_lines(log, redact))
    assert "31 lines of a sanitizer's shadow memory map and its legend, lines 37-67" in excerpt.text
    assert "Heap left redzone" not in excerpt.text
    assert "0x0c067fff8000" not in excerpt.text
    assert "36|SUMMARY: AddressSanitizer: heap-buffer-overflow src/packet.c:20 in copy_range" in excerpt.text
    assert "30|    #1 0x5595edb87a3a in copy_range src/packet.c:14" in excerpt.text
    assert "68|==25988==ABORTING" in excerpt.text
    assert excerpt.lines_shown == 69 - 31


def test_nodes_own_frames_fold_and_the_projects_frame_stays() -> None:
    """node:test's YAML stack lists the test's own frame, then node's (`Test.run (node:internal/test_runner/...)`,
    `node:internal/process/task_queues:140:7`): those say nothing of the project (a real `node --test` log)."""
    log = read_log(Path(__file__).parents[3] / "bench" / "cases" / "js-m6meteor" / "failure.log")
    excerpt = build_excerpt(log, clean_lines(log, redact))
    assert "lines 34-" in excerpt.text  # folded, here with the passing tests' lines after them
    assert "node:internal/test_runner/test:796:25" not in excerpt.text
    assert "node:async_hooks" not in excerpt.text
    assert (
        "33|    TestContext.<anonymous> (file:///tmp/diagbot-cases/js-m6meteor/test/cli.test.js:21:10)" in excerpt.text
    )


def test_unittests_verbose_passing_tests_fold_and_the_failing_ones_stay() -> None:
    entries = _entries("unittest-verbose.log")
    notes = [(a, b) for a, b, routine, _ in entries if routine]
    shown = {text for _, _, routine, text in entries if not routine}
    assert (63, 130) in notes  # 68 lines of `test_x (test_addict.DictTests.test_x) ... ok` and docstrings' names
    assert "test_top_freeze_against_nested_key (test_addict.ChildDictTests.test_top_freeze_against_nested_key)" in shown
    assert "Test that d.freeze() produces KeyError on d.inner.missing. ... ERROR" in shown
