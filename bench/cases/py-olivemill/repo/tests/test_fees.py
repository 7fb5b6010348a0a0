from olivemill.fees import money, pressing_fee


def test_rate_per_kg():
    assert pressing_fee(240) == 2880


def test_minimum_charge():
    assert pressing_fee(40) == 1500


def test_member_discount():
    assert pressing_fee(240, member=True) == 2592
    assert pressing_fee(40, member=True) == 1350


def test_money():
    assert money(2880) == "€28.80"
    assert money(5) == "€0.05"
