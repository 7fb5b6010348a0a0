from diagbot.logs.clean import clean_line, fold_repeats, strip_ansi


def test_strip_ansi_removes_colour_and_bare_leftovers() -> None:
    assert strip_ansi("\x1b[31mred\x1b[0m and [32mgreen[0m") == "red and green"


def test_clean_line_drops_github_timestamp_but_keeps_error_marker() -> None:
    assert clean_line("2024-05-01T10:00:03.1234567Z ##[error]Process completed") == "##[error]Process completed"


def test_clean_line_keeps_group_markers() -> None:
    assert clean_line("2024-05-01T10:00:00.0000000Z ##[group]Run npm test") == "##[group]Run npm test"


def test_progress_bar_collapses_to_final_state() -> None:
    assert clean_line("Downloading 10%\rDownloading 60%\rDownloading 100%\r") == "Downloading 100%"


def test_travis_fold_markers_are_removed() -> None:
    assert (
        clean_line('travis_fold:end:script\r\x1b[0KThe command "make" exited with 2.')
        == 'The command "make" exited with 2.'
    )


def test_clean_line_leaves_ordinary_text_alone() -> None:
    assert clean_line("src/app.py:12: error: bad [index]") == "src/app.py:12: error: bad [index]"


def test_fold_repeats_keeps_first_number_and_counts() -> None:
    rows = [(1, "a"), (2, "x"), (3, "x"), (4, "x"), (5, "b")]
    assert list(fold_repeats(rows)) == [(1, "a"), (2, "x  [line repeated 3 times, to line 4]"), (5, "b")]


def test_fold_repeats_leaves_short_runs() -> None:
    assert list(fold_repeats([(1, "x"), (2, "x")])) == [(1, "x"), (2, "x")]
