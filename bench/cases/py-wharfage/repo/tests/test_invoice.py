from decimal import Decimal

from wharfage.invoice import invoice_for


def test_invoice_totals(timber_call):
    invoice = invoice_for(timber_call, "202403-0002")
    assert invoice.net == Decimal("5311.32")
    assert invoice.vat == Decimal("1062.26")
    assert invoice.gross == Decimal("6373.58")


def test_invoice_totals_tanker(tanker_call):
    invoice = invoice_for(tanker_call, "202403-0001")
    assert [c.amount for c in invoice.charges] == [Decimal("1516.62"), Decimal("340.40"), Decimal("2660.00")]
    assert invoice.gross == Decimal("5420.42")


def test_render(timber_call):
    expected = """\
INVOICE 202403-0002
Agent: Medway Shipping Agency
Vessel: Baltic Tern (IMO 9310733)
Call: NQ1-24-031, 04/03/2024 06:00 - 06/03/2024 06:00

Harbour dues, 2996 GT                                          £1,258.32
Berth hire, North Quay 1, 90 m x 2 days                          £333.00
Cargo dues, timber (import), 1200 t                            £2,880.00
Cargo dues, steel (export), 350 t                                £840.00

Net                                                            £5,311.32
VAT at 20%                                                     £1,062.26
Total due                                                      £6,373.58
"""
    assert invoice_for(timber_call, "202403-0002").render() == expected
