"""Dues for one port call: harbour dues on the ship, berth hire, cargo dues on each lot."""

import math
from dataclasses import dataclass
from decimal import Decimal

from .calls import PortCall
from .money import percent_of, to_money
from .tariff import DEFAULT_TARIFF, Tariff


@dataclass(frozen=True)
class Charge:
    code: str
    description: str
    quantity: Decimal
    unit_rate: Decimal
    amount: Decimal


def harbour_dues(call: PortCall, tariff: Tariff = DEFAULT_TARIFF, discount=Decimal("0")) -> Charge:
    """Harbour dues are charged on the vessel's gross tonnage, once per call."""
    gross = to_money(call.vessel.gross_tonnage * tariff.harbour_due_per_gt)
    amount = gross - percent_of(gross, discount)
    description = f"Harbour dues, {call.vessel.gross_tonnage} GT"
    if discount:
        description += f" (less {discount * 100:.0f}% frequent caller)"
    return Charge("HD", description, Decimal(call.vessel.gross_tonnage), tariff.harbour_due_per_gt, amount)


def berth_days(call: PortCall) -> int:
    """Whole days alongside, part days charged as a full day."""
    return max(1, math.ceil(call.hours_alongside() / 24))


def berth_hire(call: PortCall, tariff: Tariff = DEFAULT_TARIFF) -> Charge:
    days = berth_days(call)
    metres = call.vessel.billable_length_m
    amount = to_money(metres * days * tariff.berth_rate_per_metre_day)
    return Charge(
        "BH",
        f"Berth hire, {call.berth}, {metres} m x {days} day{'s' if days != 1 else ''}",
        Decimal(metres * days),
        tariff.berth_rate_per_metre_day,
        amount,
    )


def cargo_dues(call: PortCall, tariff: Tariff = DEFAULT_TARIFF) -> list:
    """One charge per lot, each at least the tariff's minimum cargo charge."""
    charges = []
    for lot in call.cargo:
        rate = tariff.cargo_rate(lot.commodity)
        tonnes = Decimal(lot.tonnes)
        amount = max(to_money(tonnes * rate), tariff.minimum_cargo_charge)
        charges.append(
            Charge("CD", f"Cargo dues, {lot.commodity} ({lot.direction}), {tonnes} t", tonnes, rate, amount)
        )
    return charges


def charges_for(call: PortCall, tariff: Tariff = DEFAULT_TARIFF, discount=Decimal("0")) -> list:
    return [harbour_dues(call, tariff, discount), berth_hire(call, tariff), *cargo_dues(call, tariff)]
