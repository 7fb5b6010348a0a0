import pytest

from apiary.harvest import Batch, SuperWeighing, jar_plan, leftover_g, yield_by_hive


@pytest.fixture
def batches():
    return [
        Batch("spring", [SuperWeighing("Acacia", 2, 31.4), SuperWeighing("Clover", 1, 17.0)], 17.8),
        Batch("summer", [SuperWeighing("Acacia", 1, 16.1), SuperWeighing("Bramble", 2, 29.0)], 18.6),
        Batch("heather", [SuperWeighing("Bramble", 1, 14.2)], 21.4, heather=True),
    ]


def test_comb_honey():
    assert SuperWeighing("Acacia", 2, 31.4).comb_honey_kg == pytest.approx(21.0)


def test_extracted(batches):
    assert batches[0].extracted_kg == pytest.approx(30.18)


def test_moisture(batches):
    assert batches[0].fit_to_sell
    assert batches[2].fit_to_sell
    assert not Batch("wet", [], 20.4).fit_to_sell


def test_jar_plan():
    plan = jar_plan(12.0)
    assert plan == {454: 26, 340: 0, 227: 0}
    assert leftover_g(12.0, plan) == 196
    assert jar_plan(1.1, (340, 227)) == {340: 3, 227: 0}


def test_yield_by_hive(batches):
    assert yield_by_hive(batches) == {"Acacia": 31.9, "Clover": 11.8, "Bramble": 27.6}
