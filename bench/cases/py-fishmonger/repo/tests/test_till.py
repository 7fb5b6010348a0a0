import pytest

from fishmonger.prep import CannotPrepare, Prep
from fishmonger.stock import OutOfStock
from fishmonger.till import Basket
from tests.conftest import MONDAY, day


def test_weighs_fillets_and_draws_whole_fish(counter):
    basket = Basket(counter, day(2))
    line = basket.weigh("COD", Prep.FILLETED, 454)
    assert line.grams == 450
    assert line.whole_grams == 1000
    assert line.price_per_kg == 3570  # 15% off 4200
    assert line.amount == 1606  # 1606.5
    assert line.batches == [("B2", 1000)]
    assert counter.available("COD", day(2)) == 7000


def test_reduction_follows_the_oldest_batch(counter):
    basket = Basket(counter, MONDAY)
    line = basket.weigh("MAC", Prep.WHOLE, 612, "tray")
    assert line.reduction == 0
    assert line.amount == 540
    line = Basket(counter, day(1)).weigh("MAC", Prep.WHOLE, 412, "tray")
    assert line.reduction == 30
    assert line.price_per_kg == 630
    assert line.amount == 252


def test_refuses_what_the_counter_will_not_do(counter):
    basket = Basket(counter, MONDAY)
    with pytest.raises(CannotPrepare):
        basket.weigh("MUS", Prep.FILLETED, 1004)
    with pytest.raises(OutOfStock):
        basket.weigh("MUS", Prep.WHOLE, 6004)
    assert basket.lines == []


def test_receipt_and_change(counter):
    basket = Basket(counter, MONDAY)
    line = basket.weigh("SAL", Prep.STEAKS, 516)
    assert line.reduction == 15  # the day before its last
    basket.add_item("Lemon", 40, quantity=2)
    assert basket.total == 1192 + 80
    assert basket.pay(2000) == 728
    with pytest.raises(ValueError):
        basket.pay(1000)
    assert basket.receipt() == (
        "Scottish salmon, steaks        £11.92\n"
        "  510 g @ £23.37/kg\n"
        "2 x Lemon                       £0.80\n"
        "TOTAL                          £12.72\n"
    )
