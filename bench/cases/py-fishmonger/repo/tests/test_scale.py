import pytest

from fishmonger.scale import ScaleError, format_pence, format_weight, net_weight, price, trade_weight


def test_net_weight_takes_off_the_container():
    assert net_weight(516) == 512
    assert net_weight(516, "tray") == 504
    with pytest.raises(ScaleError):
        net_weight(10, "tub")
    with pytest.raises(ScaleError):
        net_weight(500, "bucket")


def test_trade_weight_rounds_down_to_the_division():
    assert trade_weight(512) == 510
    assert trade_weight(515) == 515
    assert trade_weight(4) == 0


def test_price_gives_half_pennies_to_the_customer():
    assert price(500, 4200) == 2100
    assert price(345, 1750) == 604  # 603.75
    assert price(250, 1890) == 472  # 472.5
    assert price(0, 1890) == 0


def test_formats():
    assert format_pence(604) == "£6.04"
    assert format_pence(-5) == "-£0.05"
    assert format_weight(510) == "510 g"
    assert format_weight(1250) == "1.250 kg"
