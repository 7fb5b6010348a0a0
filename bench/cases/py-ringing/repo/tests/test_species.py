import pytest

from ringing.species import lookup


def test_lookup_any_case():
    assert lookup("robin").name == "Robin"
    assert lookup(" CHIFF ").ring_size == "AA"


def test_unknown_code():
    with pytest.raises(KeyError, match="unknown species code 'PENGU'"):
        lookup("PENGU")
