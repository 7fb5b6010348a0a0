import pytest

from sporehouse.strains import STRAINS, strain


def test_lookup_ignores_case():
    assert strain("shi").name == "Shiitake"


def test_unknown_strain():
    with pytest.raises(KeyError, match="unknown strain 'XYZ'"):
        strain("XYZ")


def test_table_is_sane():
    for code, s in STRAINS.items():
        assert s.code == code
        assert 0 < s.spawn_rate < 0.2
        assert s.flushes >= 1
