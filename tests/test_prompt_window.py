"""prompt_window.merged: windows of one file that touch are quoted as one, reaching as far as any of them did."""

from __future__ import annotations

from diagbot.prompt_window import Window, merged


def _window(line: int, first: int, assigned: int, table: list[int]) -> Window:
    rows = {n: f"{n}: code {n}" for n in range(first, line + 3)}
    w = Window("tests/doc.rs", [line], first, line + 2, line - 2, rows, "94", table)
    w.assigned = assigned
    return w


def test_a_merged_windows_cut_to_the_assignment_keeps_the_table_row_another_window_brought() -> None:
    failing = _window(54, 52, 52, [])  # the failing line: no assignment above it
    row = _window(51, 49, 49, [51])  # the row of the failing values, three lines up
    (one,) = merged([failing, row])
    assert (one.lines, one.table) == ([54, 51], [51])
    assert one.assigned == 49  # a quote cut to the assignment still starts at the row, not below it
    assert (one.first, one.narrow, one.last) == (49, 49, 56)
