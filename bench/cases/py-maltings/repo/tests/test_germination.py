from datetime import datetime

import pytest

from maltings import germination
from maltings.germination import GerminationPlan


def test_plan_validation():
    with pytest.raises(ValueError):
        GerminationPlan(days=0)
    with pytest.raises(ValueError):
        GerminationPlan(days=4, turns_per_day=0)


def test_losses_at_15c():
    plan = GerminationPlan(days=5, temp_c=15.0)
    assert germination.rootlet_loss_pct(plan) == pytest.approx(4.0)
    assert germination.respiration_loss_pct(plan) == pytest.approx(5.0)
    assert germination.malting_loss_pct(plan) == pytest.approx(9.0)


def test_warmer_piece_loses_more():
    cool = GerminationPlan(days=4, temp_c=13.0)
    warm = GerminationPlan(days=4, temp_c=17.0)
    assert germination.malting_loss_pct(warm) > germination.malting_loss_pct(cool)
    assert germination.malting_loss_pct(germination.FLOOR) == pytest.approx(8.41, abs=0.01)


def test_turning_times():
    plan = GerminationPlan(days=1, turns_per_day=4)
    start = datetime(2024, 10, 9, 2, 0)
    assert germination.turning_times(start, plan) == [
        datetime(2024, 10, 9, 8, 0),
        datetime(2024, 10, 9, 14, 0),
        datetime(2024, 10, 9, 20, 0),
        datetime(2024, 10, 10, 2, 0),
    ]
    assert len(germination.turning_times(start, germination.FLOOR)) == 15


def test_modification_index():
    assert germination.modification_index(germination.FLOOR) == 87
    assert germination.modification_index(GerminationPlan(days=7, temp_c=16.0)) == 100
