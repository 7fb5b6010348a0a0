from datetime import date

from tuition.fees import STANDARD
from tuition.invoice import termly_invoice
from tuition.payments import schedule
from tuition.statement import render

from .helpers import AUTUMN, okafor

EXPECTED = """\
Mr and Mrs Okafor - account OK-0417
Autumn 2024
--------------------------------------------------------
Chidi (Year 10) tuition                        £7,160.00
Ngozi (Year 5) tuition                         £5,650.00
Ngozi sibling discount 5%                       -£282.50
Ada (Year 1) tuition                           £4,200.00
Ada sibling discount 10%                        -£420.00
--------------------------------------------------------
Total due                                     £16,307.50
  debit 01 Sep 2024                            £5,435.83
  debit 01 Oct 2024                            £5,435.83
  debit 01 Nov 2024                            £5,435.84
"""


def test_statement():
    family = okafor()
    invoice = termly_invoice(family, AUTUMN, STANDARD, 2024)
    payments = schedule(invoice.total, "monthly", date(2024, 9, 1))
    assert render(invoice, family.name, payments) == EXPECTED
