import pytest

from fishmonger.species import CATALOGUE, UnknownSpecies, in_season, lookup


def test_lookup_ignores_case():
    assert lookup("had").name == "Haddock"


def test_unknown_code():
    with pytest.raises(UnknownSpecies):
        lookup("EEL")


def test_seasons():
    assert in_season("MAC", 8)
    assert not in_season("MAC", 2)
    assert in_season("COD", 2)
    assert not in_season("MUS", 6)


def test_catalogue_is_consistent():
    for code, species in CATALOGUE.items():
        assert code == species.code
        assert 1 <= species.mcs_rating <= 5
        assert species.shelf_life >= 2
        if species.fillets:
            assert 0 < species.fillet_yield < 1
