from datetime import datetime
from decimal import Decimal

from wharfage.calls import CargoLot, PortCall
from wharfage.dues import berth_days, berth_hire, cargo_dues, charges_for, harbour_dues
from wharfage.tariff import Tariff
from tests.conftest import KILDA_TRADER


def test_harbour_dues_on_gross_tonnage(timber_call):
    charge = harbour_dues(timber_call)
    assert charge.code == "HD"
    assert charge.amount == Decimal("1258.32")
    assert charge.description == "Harbour dues, 2996 GT"


def test_harbour_dues_with_discount(timber_call):
    charge = harbour_dues(timber_call, discount=Decimal("0.10"))
    assert charge.amount == Decimal("1132.49")
    assert charge.description == "Harbour dues, 2996 GT (less 10% frequent caller)"


def test_berth_days(timber_call, grain_call, tanker_call):
    assert berth_days(timber_call) == 2
    assert berth_days(grain_call) == 1
    assert berth_days(tanker_call) == 2


def test_berth_hire_whole_days(timber_call):
    charge = berth_hire(timber_call)
    assert charge.amount == Decimal("333.00")
    assert charge.description == "Berth hire, North Quay 1, 90 m x 2 days"


def test_berth_hire_part_day(grain_call):
    charge = berth_hire(grain_call)
    assert charge.amount == Decimal("146.15")
    assert charge.description == "Berth hire, South Quay, 79 m x 1 day"


def test_cargo_dues_per_lot(timber_call):
    charges = cargo_dues(timber_call)
    assert [c.amount for c in charges] == [Decimal("2880.00"), Decimal("840.00")]
    assert charges[1].description == "Cargo dues, steel (export), 350 t"


def test_cargo_dues_minimum_charge():
    call = PortCall(
        "SQ-X",
        KILDA_TRADER,
        "South Quay",
        datetime(2024, 3, 1, 8, 0),
        datetime(2024, 3, 1, 12, 0),
        "Medway Shipping Agency",
        [CargoLot("coal", Decimal("20"))],
    )
    assert cargo_dues(call)[0].amount == Decimal("50.00")


def test_charges_for_uses_the_given_tariff(grain_call):
    cheap = Tariff(harbour_due_per_gt=Decimal("0.30"))
    codes = [(c.code, c.amount) for c in charges_for(grain_call, cheap)]
    assert codes == [("HD", Decimal("479.40")), ("BH", Decimal("146.15")), ("CD", Decimal("3410.00"))]
