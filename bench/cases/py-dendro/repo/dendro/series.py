"""A ring-width series: one measured core or disc, one width per calendar year."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class RingSeries:
    """Ring widths in millimetres, the first for `first_year`, one per year after it."""

    ident: str
    first_year: int
    widths: list[float] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.ident:
            raise ValueError("a series needs an identifier")
        if any(w < 0 for w in self.widths):
            raise ValueError(f"{self.ident}: ring widths cannot be negative")

    def __len__(self) -> int:
        return len(self.widths)

    @property
    def last_year(self) -> int:
        if not self.widths:
            raise ValueError(f"{self.ident}: empty series has no last year")
        return self.first_year + len(self.widths) - 1

    def years(self) -> range:
        return range(self.first_year, self.first_year + len(self.widths))

    def width(self, year: int) -> float:
        if year not in self.years():
            raise KeyError(f"{self.ident} has no ring for {year}")
        return self.widths[year - self.first_year]

    def window(self, start: int, end: int) -> list[float]:
        """The widths of the years start..end inclusive, which must lie in the series."""
        if start > end:
            raise ValueError(f"empty window {start}..{end}")
        if start < self.first_year or end > self.last_year:
            raise KeyError(f"{self.ident} covers {self.first_year}..{self.last_year}, not {start}..{end}")
        return self.widths[start - self.first_year : end - self.first_year + 1]

    def shifted(self, first_year: int) -> "RingSeries":
        """The same widths dated to start at another year."""
        return RingSeries(self.ident, first_year, list(self.widths))
