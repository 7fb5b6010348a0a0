import pytest

from maltings import dispatch
from maltings.dispatch import Contract, Delivery


def test_invoice_lines(deliveries, contract):
    inv = dispatch.invoice(deliveries, contract)
    assert [line.ticket for line in inv.lines] == ["T-4410", "T-4411"]
    assert inv.refused == ("T-4415",)
    drier, at_spec = inv.lines
    assert drier.contract_tonnes == 12.491
    assert drier.amount == 6720.16
    assert at_spec.contract_tonnes == 10.2
    assert at_spec.amount == 5487.6


def test_invoice_totals(deliveries, contract):
    inv = dispatch.invoice(deliveries, contract)
    assert inv.contract_tonnes == 22.691
    assert inv.total == 12207.76


def test_wet_load_is_paid_on_less_weight():
    contract = Contract("Brewhouse Co-op", price_per_tonne=500.0, moisture=4.0)
    inv = dispatch.invoice([Delivery("T-5001", "B24-130", 20.0, 5.0)], contract)
    assert inv.lines[0].contract_tonnes == pytest.approx(19.792)
    assert inv.total == pytest.approx(9896.0)


def test_render_invoice(deliveries, contract):
    text = dispatch.render_invoice(dispatch.invoice(deliveries, contract))
    assert text.splitlines() == [
        "Invoice to Old Forge Brewery",
        "",
        "Ticket    Batch       Tonnes  Moist%  At spec     Amount",
        "T-4410    B24-117      12.40     3.8   12.491    6720.16",
        "T-4411    B24-117      10.20     4.5   10.200    5487.60",
        "T-4415    refused: over the moisture limit",
        "",
        "Total                                  22.691   12207.76",
    ]
