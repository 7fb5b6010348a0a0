from decimal import Decimal

import pytest

from tuition.fees import STANDARD, stage


def test_stages():
    assert stage("Reception") == "pre-prep"
    assert stage("Year 2") == "pre-prep"
    assert stage("Year 3") == "prep"
    assert stage("Year 7") == "senior"
    assert stage("Year 11") == "senior"
    assert stage("Year 12") == "sixth form"
    with pytest.raises(ValueError):
        stage("Year 14")


def test_term_fees_are_a_third():
    assert STANDARD.term_fee("Year 1") == Decimal("4200.00")
    assert STANDARD.term_fee("Year 5") == Decimal("5650.00")
    assert STANDARD.term_fee("Year 10") == Decimal("7160.00")
    assert STANDARD.term_fee("Year 13") == Decimal("7630.00")


def test_one_off_fees():
    assert STANDARD.registration == Decimal("150.00")
    assert STANDARD.deposit == Decimal("1000.00")
