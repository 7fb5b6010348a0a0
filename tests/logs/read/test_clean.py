import pytest

from diagbot.logs.read.clean import clean_line, fold_repeats, strip_ansi


def test_strip_ansi_removes_colour_and_bare_leftovers() -> None:
    assert strip_ansi("\x1b[31mred\x1b[0m and [32mgreen[0m") == "red and green"


def test_clean_line_drops_github_timestamp_but_keeps_error_marker() -> None:
    assert clean_line("2024-05-01T10:00:03.1234567Z ##[error]Process completed") == "##[error]Process completed"


def test_clean_line_drops_taskclusters_task_timestamp() -> None:
    line = "[task 2025-02-13T21:44:59.594Z] 21:44:59     INFO - TEST-UNEXPECTED-FAIL | a.js | boom"
    assert clean_line(line) == "21:44:59     INFO - TEST-UNEXPECTED-FAIL | a.js | boom"


def test_clean_line_keeps_group_markers() -> None:
    assert clean_line("2024-05-01T10:00:00.0000000Z ##[group]Run npm test") == "##[group]Run npm test"


def test_progress_bar_collapses_to_final_state() -> None:
    assert clean_line("Downloading 10%\rDownloading 60%\rDownloading 100%\r") == "Downloading 100%"


@pytest.mark.parametrize(
    ("line", "cleaned"),
    [
        ('(Malformed response:\rerror: File "x.org" lacks a list\r"})', 'error: File "x.org" lacks a list "})'),
        ("Downloading 10%\rDownload failed: timed out\rRetrying 1 of 3", "Download failed: timed out Retrying 1 of 3"),
        ("Download failed: timed out\rerror: giving up", "error: giving up"),  # the last state says it already
    ],
)
def test_a_redraw_never_hides_a_failure_line(line: str, cleaned: str) -> None:
    assert clean_line(line) == cleaned


def test_travis_fold_markers_are_removed() -> None:
    assert (
        clean_line('travis_fold:end:script\r\x1b[0KThe command "make" exited with 2.')
        == 'The command "make" exited with 2.'
    )


@pytest.mark.parametrize(
    ("line", "cleaned"),
    [  # a command's last output line with no newline, then Travis's step-end line: both stay
        (
            '}travis_time:end:02d9:start=1,finish=2,duration=3\r\x1b[0K\x1b[31;1mThe command "x" exited with 1.\x1b[0m',
            '} The command "x" exited with 1.',
        ),
        ("E319: Sorry travis_fold:end:script\r\x1b[0K", "E319: Sorry"),
        ("ok 2section_end:1560896353:build_script\r\x1b[0Kdone", "ok 2 done"),
        ("travis_fold:start:install\r\x1b[0K$ make", "$ make"),  # nothing before the marker: no space
        ("50%\r100%travis_time:end:1:start=1\r", "100%"),  # a progress bar before the marker still redraws
    ],
)
def test_a_ci_marker_glued_to_output_keeps_the_output(line: str, cleaned: str) -> None:
    assert clean_line(line) == cleaned


def test_clean_line_leaves_ordinary_text_alone() -> None:
    assert clean_line("src/app.py:12: error: bad [index]") == "src/app.py:12: error: bad [index]"


def test_fold_repeats_keeps_first_number_and_counts() -> None:
    rows = [(1, "a"), (2, "x"), (3, "x"), (4, "x"), (5, "b")]
    assert list(fold_repeats(rows)) == [(1, 1, "a"), (2, 4, "x"), (5, 5, "b")]


def test_fold_repeats_leaves_short_runs() -> None:
    assert list(fold_repeats([(1, "x"), (2, "x")])) == [(1, 1, "x"), (2, 2, "x")]


def test_an_escape_written_in_source_code_the_log_prints_is_kept() -> None:
    line = '        v1 = "\\033[95m" + "12.34" + "\\033[0m"'  # pytest echoing a test that builds coloured text
    assert clean_line(line) == line
    assert strip_ansi("s = '\\x1b[31m' + '\\u001b[0m' + \"\\e[1m\"") == "s = '\\x1b[31m' + '\\u001b[0m' + \"\\e[1m\""
