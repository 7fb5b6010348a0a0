"""The shops write dates three ways."""

import warnings
from datetime import date, datetime

FORMATS = ("%Y-%m-%d", "%d.%m.%Y", "%m/%d/%Y")


def parse_date(text: str) -> date:
    """An order date in any of the shops' formats."""
    for fmt in FORMATS:
        try:
            return datetime.strptime(text.strip(), fmt).date()
        except ValueError:
            continue
    raise ValueError(f"unreadable date {text!r}")


def parse_legacy_timestamp(text: str) -> date:
    """Shop C's old exports: seconds since the epoch."""
    warnings.warn("epoch timestamps are deprecated; shop C exports ISO dates since v3", DeprecationWarning, stacklevel=2)
    return datetime.utcfromtimestamp(int(text)).date()
