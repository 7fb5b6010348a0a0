import pytest

from cropspray.tank import loads_needed, plan_loads


def test_loads_needed_rounds_up():
    assert loads_needed(12.0, 200, 3000) == 1
    assert loads_needed(16.0, 200, 3000) == 2
    assert loads_needed(15.0, 200, 3000) == 1


def test_a_tank_must_hold_something():
    with pytest.raises(ValueError):
        loads_needed(1.0, 200, 0)


def test_one_load_covers_a_small_field(paddock, catalogue):
    loads = plan_loads(paddock, catalogue["Weedaway"], 200, 3000)
    assert len(loads) == 1
    assert loads[0].water_l == 800
    assert loads[0].product_l == 10.0


def test_full_loads_then_a_part_load(long_acre, catalogue):
    loads = plan_loads(long_acre, catalogue["Fungex"], 200, 1000)
    assert [load.water_l for load in loads] == [1000, 1000, 400]
    assert [load.area_ha for load in loads] == [5.0, 5.0, 2.0]
    assert [load.product_l for load in loads] == [5.0, 5.0, 2.0]
