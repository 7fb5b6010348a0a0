import pytest

from fishmonger.prep import (
    CannotPrepare,
    Prep,
    label,
    prepared_weight,
    price_per_kg,
    whole_weight,
    yield_for,
)
from fishmonger.species import lookup


def test_fillet_yield_comes_from_the_species():
    assert yield_for(lookup("COD"), Prep.FILLETED) == 0.45
    assert yield_for(lookup("SAL"), Prep.GUTTED) == 0.88


def test_shellfish_is_sold_whole():
    assert yield_for(lookup("MUS"), Prep.WHOLE) == 1.0
    with pytest.raises(CannotPrepare):
        yield_for(lookup("PRA"), Prep.FILLETED)
    with pytest.raises(CannotPrepare):
        yield_for(lookup("MUS"), Prep.GUTTED)


def test_prepared_price_per_kg_rounds_up_to_ten_pence():
    assert price_per_kg(lookup("COD"), Prep.FILLETED) == 4200
    assert price_per_kg(lookup("HAD"), Prep.FILLETED) == 4170
    assert price_per_kg(lookup("MAC"), Prep.WHOLE) == 900
    assert price_per_kg(lookup("SAL"), Prep.STEAKS) == 2750


def test_weights_both_ways():
    cod = lookup("COD")
    assert prepared_weight(cod, Prep.FILLETED, 2000) == 900
    assert whole_weight(900, 0.45) == 2000
    assert whole_weight(300, 0.42) == 715
    assert whole_weight(250, 1.0) == 250
    with pytest.raises(ValueError):
        whole_weight(250, 0)


def test_labels():
    assert label(lookup("SEB"), Prep.FILLETED) == "Sea bass, filleted"
    assert label(lookup("MUS"), Prep.WHOLE) == "Mussels"
