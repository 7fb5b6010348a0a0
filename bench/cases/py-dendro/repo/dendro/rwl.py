"""The Tucson decadal format (.rwl) of the International Tree-Ring Data Bank.

Each line holds an 8-character series identifier, a 4-character year and up to ten
6-character values: the first line of a series starts at its first year and runs to the
end of that decade, every further line starts at a decade. Values are integers in
hundredths of a millimetre, and the stop marker 999 follows the last one.
"""

from __future__ import annotations

from dendro.series import RingSeries

STOP_MARKER = 999
UNITS_PER_MM = 100
ID_WIDTH = 8
YEAR_WIDTH = 4
VALUE_WIDTH = 6


class RwlError(ValueError):
    """A malformed line of a decadal file."""


def _values(rest: str, lineno: int) -> list[int]:
    values = []
    for pos in range(0, len(rest.rstrip()), VALUE_WIDTH):
        field = rest[pos : pos + VALUE_WIDTH].strip()
        if not field:
            continue
        try:
            values.append(int(field))
        except ValueError:
            raise RwlError(f"line {lineno}: bad value {field!r}") from None
    return values


def read_rwl(text: str) -> dict[str, RingSeries]:
    """All the series in a decadal file, by identifier, in file order."""
    series: dict[str, RingSeries] = {}
    open_ids: set[str] = set()
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        ident = line[:ID_WIDTH].strip()
        year_field = line[ID_WIDTH : ID_WIDTH + YEAR_WIDTH].strip()
        if not ident or not year_field:
            raise RwlError(f"line {lineno}: needs a series id and a year")
        try:
            year = int(year_field)
        except ValueError:
            raise RwlError(f"line {lineno}: bad year {year_field!r}") from None
        values = _values(line[ID_WIDTH + YEAR_WIDTH :], lineno)

        current = series.get(ident)
        if current is None:
            current = series[ident] = RingSeries(ident, year, [])
            open_ids.add(ident)
        elif ident not in open_ids:
            raise RwlError(f"line {lineno}: {ident} continues after its stop marker")
        elif year != current.first_year + len(current.widths):
            raise RwlError(f"line {lineno}: {ident} jumps to {year}")

        for value in values:
            if value == STOP_MARKER:
                open_ids.discard(ident)
                break
            if value < 0:
                raise RwlError(f"line {lineno}: negative width {value}")
            current.widths.append(value / UNITS_PER_MM)

    if open_ids:
        raise RwlError(f"no stop marker for {', '.join(sorted(open_ids))}")
    return series


def _decade_lines(s: RingSeries) -> list[tuple[int, list[int]]]:
    values = [round(w * UNITS_PER_MM) for w in s.widths] + [STOP_MARKER]
    lines = []
    year = s.first_year
    pos = 0
    while pos < len(values):
        count = 10 - year % 10
        lines.append((year, values[pos : pos + count]))
        pos += count
        year += count
    return lines


def format_rwl(series: list[RingSeries]) -> str:
    """The decadal file of the given series, one block per series."""
    out = []
    for s in series:
        if len(s.ident) > ID_WIDTH:
            raise RwlError(f"identifier {s.ident!r} is longer than {ID_WIDTH} characters")
        for year, values in _decade_lines(s):
            cells = "".join(f"{v:>{VALUE_WIDTH}}" for v in values)
            out.append(f"{s.ident:<{ID_WIDTH}}{year:>{YEAR_WIDTH}}{cells}")
    return "\n".join(out) + "\n"
