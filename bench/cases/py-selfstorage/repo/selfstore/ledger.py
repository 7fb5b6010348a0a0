"""What each tenant owes: invoices, payments, late fees and overlocking."""

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from .billing import Invoice, Line, Numbers
from .tenancy import Book

GRACE_DAYS = 10
LATE_FEE = Decimal("15.00")      # outside the scope of VAT
OVERLOCK_DAYS = 30
OVERLOCK_FEE = Decimal("25.00")


@dataclass
class Payment:
    tenancy: str
    paid_on: date
    amount: Decimal


@dataclass
class Ledger:
    invoices: list = field(default_factory=list)
    payments: list = field(default_factory=list)

    def post(self, *invoices: Invoice):
        self.invoices.extend(invoices)

    def pay(self, tenancy: str, paid_on: date, amount) -> Payment:
        p = Payment(tenancy, paid_on, Decimal(amount))
        self.payments.append(p)
        return p

    def invoices_of(self, tenancy: str) -> list:
        return sorted((i for i in self.invoices if i.tenancy == tenancy), key=lambda i: (i.issued, i.number))

    def balance(self, tenancy: str) -> Decimal:
        owed = sum((i.total for i in self.invoices if i.tenancy == tenancy), Decimal("0"))
        paid = sum((p.amount for p in self.payments if p.tenancy == tenancy), Decimal("0"))
        return owed - paid

    def unpaid(self, tenancy: str) -> list:
        """Invoices not yet covered, oldest first; payments clear the oldest first."""
        credit = sum((p.amount for p in self.payments if p.tenancy == tenancy), Decimal("0"))
        left = []
        for inv in self.invoices_of(tenancy):
            if credit >= inv.total:
                credit -= inv.total
            else:
                left.append(inv)
                credit = Decimal("0")
        return left

    def days_overdue(self, tenancy: str, day: date) -> int:
        unpaid = self.unpaid(tenancy)
        if not unpaid:
            return 0
        return max(0, (day - unpaid[0].issued).days)


def _charged(ledger: Ledger, invoice: str, kind: str) -> bool:
    return any(i.period == (invoice, kind) for i in ledger.invoices)


def _fee(ledger: Ledger, numbers: Numbers, tenancy: str, day: date, invoice: str, kind: str, line: Line) -> Invoice:
    fee = Invoice(numbers.take(), tenancy, day, (invoice, kind), [line])
    ledger.post(fee)
    return fee


def chase(ledger: Ledger, book: Book, day: date, numbers: Numbers) -> list:
    """Charge late fees and overlock units for the given day's arrears.

    An invoice more than GRACE_DAYS overdue earns one late fee (fees do not
    earn fees); at OVERLOCK_DAYS the unit is overlocked, so the tenant
    cannot get in, and the overlock fee is charged once. Returns the fee
    invoices raised.
    """
    raised = []
    for tenancy in book.current(day):
        for inv in ledger.unpaid(tenancy.ref):
            if inv.period[1] in ("late", "overlock"):
                continue
            overdue = (day - inv.issued).days
            if overdue > GRACE_DAYS and not _charged(ledger, inv.number, "late"):
                line = Line(f"Late payment fee on {inv.number}", LATE_FEE)
                raised.append(_fee(ledger, numbers, tenancy.ref, day, inv.number, "late", line))
            if overdue >= OVERLOCK_DAYS and not tenancy.unit.overlocked:
                tenancy.unit.overlocked = True
                line = Line(f"Overlock fee, unit {tenancy.unit.number}", OVERLOCK_FEE)
                raised.append(_fee(ledger, numbers, tenancy.ref, day, inv.number, "overlock", line))
    return raised


def release(ledger: Ledger, book: Book, day: date) -> list:
    """Remove the overlock from units whose tenants have cleared their balance."""
    released = []
    for tenancy in book.current(day):
        if tenancy.unit.overlocked and ledger.balance(tenancy.ref) <= 0:
            tenancy.unit.overlocked = False
            released.append(tenancy.unit.number)
    return released
