"""Reads one numeric column from CSV text."""

import csv
import io


class ColumnError(ValueError):
    """The column is missing or holds a value that is not a number."""


def read_column(text: str, column: str) -> list[float]:
    """The values of `column`, skipping empty cells."""
    rows = csv.DictReader(io.StringIO(text))
    if rows.fieldnames is None or column not in rows.fieldnames:
        raise ColumnError(f"no column {column!r}; columns: {rows.fieldnames}")
    values = []
    for number, row in enumerate(rows, start=2):
        cell = (row[column] or "").strip()
        if not cell:
            continue
        try:
            values.append(float(cell))
        except ValueError:
            raise ColumnError(f"line {number}: {cell!r} is not a number") from None
    return values
