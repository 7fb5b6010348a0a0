from kennel import Dog
from kennel.pricing import extra_cost, long_stay_percent, nightly_rate, percent_off


def test_nightly_rate_by_size():
    assert nightly_rate(Dog("Pip", 6)) == 2800
    assert nightly_rate(Dog("Bruno", 38)) == 4200


def test_long_stay_percent():
    assert long_stay_percent(6) == 0
    assert long_stay_percent(7) == 10
    assert long_stay_percent(20) == 15


def test_walks_are_per_night():
    assert extra_cost("walk", 4) == 2000


def test_percent_off_rounds_half_up():
    assert percent_off(1005, 10) == 904
    assert percent_off(3400, 0) == 3400
