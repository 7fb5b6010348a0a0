import pytest

from granary.grades import SAMPLE, grade, grade_ticket, label
from granary.tickets import Ticket


def test_number_one_corn():
    assert grade("corn", 57.0, 1.0, 0.5) == 1


def test_test_weight_sets_grade():
    assert grade("corn", 54.5) == 2
    assert grade("corn", 53.9) == 3


def test_worst_factor_wins():
    assert grade("corn", 57.0, damage=8.0) == 4
    assert grade("soybeans", 57.0, foreign_material=2.5) == 3


def test_sample_grade():
    assert grade("corn", 45.0) == SAMPLE
    assert grade("soybeans", 56.0, damage=9.0) == SAMPLE


def test_no_table():
    with pytest.raises(ValueError):
        grade("sorghum", 57.0)


def test_grade_ticket():
    t = Ticket(7, "x", "wheat", 60_000, 30_000, 13.0, 58.5, damage=3.0)
    assert grade_ticket(t) == 2


def test_labels():
    assert label("corn", 2) == "US No. 2 corn"
    assert label("corn", SAMPLE) == "Sample grade corn"
