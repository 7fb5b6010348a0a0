"""Runs a whole export through normalisation."""

import csv
import io
from dataclasses import dataclass, field

from etl.currency import UnknownCurrency
from etl.normalize import Record, RejectedRow, normalize_row


@dataclass
class Result:
    """What a run produced."""

    records: list[Record] = field(default_factory=list)
    rejected: list[str] = field(default_factory=list)

    @property
    def total_eur(self):
        return sum((r.amount_eur for r in self.records), start=type(self.records[0].amount_eur)(0)) if self.records else 0


def run(text: str) -> Result:
    """Normalise every row of a CSV export; bad rows are rejected with a reason."""
    result = Result()
    for row in csv.DictReader(io.StringIO(text)):
        try:
            result.records.append(normalize_row(row))
        except (RejectedRow, UnknownCurrency) as exc:
            result.rejected.append(f"{row.get('order', '?')}: {exc}")
    return result
