"""Customers and their tenancies of units."""

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import Optional

from .pricing import insurance_premium, monthly_rent
from .units import Unit


@dataclass(frozen=True)
class Customer:
    account: str
    name: str
    email: str = ""
    phone: str = ""


@dataclass
class Tenancy:
    ref: str
    customer: Customer
    unit: Unit
    start: date
    rent: Decimal        # monthly, before VAT, fixed at move-in
    cover: Decimal       # declared value of the contents
    premium: Decimal     # monthly insurance premium
    end: Optional[date] = None

    def active_on(self, day: date) -> bool:
        return self.start <= day and (self.end is None or day <= self.end)


class UnitTaken(Exception):
    pass


@dataclass
class Book:
    """Every tenancy the site has had, current and past."""

    tenancies: dict = field(default_factory=dict)
    _next: int = 1

    def move_in(self, customer: Customer, unit: Unit, start: date, cover=Decimal("0")) -> Tenancy:
        for t in self.tenancies.values():
            if t.unit.number == unit.number and (t.end is None or t.end >= start):
                raise UnitTaken(f"{unit} is let to {t.customer.name} ({t.ref})")
        ref = f"T{self._next:05d}"
        self._next += 1
        cover = Decimal(cover)
        tenancy = Tenancy(
            ref=ref,
            customer=customer,
            unit=unit,
            start=start,
            rent=monthly_rent(unit),
            cover=cover,
            premium=insurance_premium(cover),
        )
        self.tenancies[ref] = tenancy
        return tenancy

    def move_out(self, ref: str, end: date) -> Tenancy:
        tenancy = self.tenancies[ref]
        if end < tenancy.start:
            raise ValueError(f"{ref} cannot end before it starts")
        tenancy.end = end
        return tenancy

    def current(self, day: date) -> list:
        """Tenancies active on the given day, by reference."""
        return [t for _, t in sorted(self.tenancies.items()) if t.active_on(day)]

    def tenancy_of(self, unit_number: str, day: date) -> Optional[Tenancy]:
        for t in self.current(day):
            if t.unit.number == unit_number:
                return t
        return None
