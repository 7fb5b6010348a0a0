from invoicing import Invoice


def test_empty_invoice_is_zero():
    assert Invoice("DE").total() == 0


def test_total_germany():
    invoice = Invoice("DE").add("BOOK-1", "20.00", 5)
    assert invoice.net() == 10000
    assert invoice.total() == 11900


def test_total_with_bulk_discount_france():
    invoice = Invoice("FR").add("PEN-3", "1.00", 100)
    assert invoice.net() == 8500
    assert invoice.total() == 10200


def test_summary():
    invoice = Invoice("NL").add("MUG", "8.50").add("MUG-LID", "1.50")
    assert invoice.summary() == "2 lines, total 12.10 EUR"
