"""One export row -> one Record."""

from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation

from etl.currency import to_eur
from etl.dates import parse_date, parse_legacy_timestamp


@dataclass(frozen=True)
class Record:
    """An order line in EUR."""

    shop: str
    order_id: str
    day: date
    sku: str
    quantity: int
    amount_eur: Decimal


class RejectedRow(ValueError):
    """A row that cannot be normalised; the message says why."""


def _amount(text: str) -> Decimal:
    cleaned = text.strip().replace(" ", "")
    if "," in cleaned and "." not in cleaned:  # 12,50 -> 12.50
        cleaned = cleaned.replace(",", ".")
    try:
        return Decimal(cleaned)
    except InvalidOperation:
        raise RejectedRow(f"unreadable amount {text!r}") from None


def normalize_row(row: dict[str, str]) -> Record:
    """The row as a Record; raises RejectedRow for a bad row."""
    try:
        day = parse_legacy_timestamp(row["date"]) if row["date"].isdigit() else parse_date(row["date"])
        quantity = int(row["qty"])
    except ValueError as exc:
        raise RejectedRow(str(exc)) from None
    amount = to_eur(_amount(row["amount"]), row["currency"])
    return Record(row["shop"], row["order"], day, row["sku"].upper(), quantity, amount)
