"""Manager's reports: occupancy, rent roll and tenant statements."""

from datetime import date
from decimal import Decimal

from .ledger import Ledger
from .money import fmt, money
from .tenancy import Book, Tenancy
from .units import SIZES, Facility


def occupancy(facility: Facility, book: Book, day: date) -> dict:
    """Per size code: (units let, units in all)."""
    let = {t.unit.number for t in book.current(day)}
    result = {}
    for code in SIZES:
        units = facility.of_size(code)
        if units:
            result[code] = (sum(1 for u in units if u.number in let), len(units))
    return result


def area_occupancy(facility: Facility, book: Book, day: date) -> float:
    """Percentage of the lettable floor area that is let, to one decimal."""
    total = facility.total_area()
    if not total:
        return 0.0
    let = sum(t.unit.size.area for t in book.current(day))
    return round(100 * let / total, 1)


def rent_roll(book: Book, day: date) -> Decimal:
    """Monthly rent, before VAT, of every tenancy active on the day."""
    return money(sum((t.rent for t in book.current(day)), Decimal("0")))


def statement(ledger: Ledger, tenancy: Tenancy) -> str:
    """The tenant's account: every invoice and payment with a running balance."""
    entries = [(i.issued, 0, i.number, i.total) for i in ledger.invoices_of(tenancy.ref)]
    entries += [
        (p.paid_on, 1, "Payment", -p.amount) for p in ledger.payments if p.tenancy == tenancy.ref
    ]
    entries.sort(key=lambda e: (e[0], e[1]))
    out = [f"Statement for {tenancy.customer.name}, unit {tenancy.unit.number} ({tenancy.ref})"]
    balance = Decimal("0")
    for day, _, what, amount in entries:
        balance += amount
        out.append(f"{day:%d/%m/%Y}  {what:<10} {fmt(amount):>10} {fmt(balance):>10}")
    out.append(f"Balance due {fmt(balance)}")
    return "\n".join(out)
