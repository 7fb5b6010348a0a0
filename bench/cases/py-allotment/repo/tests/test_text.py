from allotment.text import columns, pence, rule


def test_pence_formats_pounds_and_pence():
    assert pence(12345) == "£123.45"
    assert pence(5) == "£0.05"
    assert pence(0) == "£0.00"


def test_pence_thousands_and_negatives():
    assert pence(1234500) == "£12,345.00"
    assert pence(-50) == "-£0.50"


def test_columns_right_aligns():
    assert columns("Total", "£1.00", 16) == "Total      £1.00"
    assert len(columns("Total", "£1.00", 30)) == 30


def test_columns_keeps_one_space_when_too_long():
    assert columns("A long label", "£1.00", 10) == "A long label £1.00"


def test_rule():
    assert rule(5) == "-----"
    assert rule(3, "=") == "==="
