from datetime import date

import pytest

from climbgym.certs import Cert, CertError, Register


@pytest.fixture
def register():
    reg = Register()
    reg.record(Cert("m1", "top-rope", date(2024, 7, 1), "Ines"))
    reg.record(Cert("m1", "lead", date(2025, 2, 1), "Tom"))
    reg.record(Cert("m2", "top-rope", date(2024, 7, 10), "Ines"))
    reg.record(Cert("m3", "top-rope", date(2024, 7, 5), "Tom"))
    reg.record(Cert("m3", "top-rope", date(2025, 6, 20), "Tom"))
    return reg


def test_unknown_level():
    with pytest.raises(CertError):
        Cert("m9", "solo", date(2025, 1, 1), "Tom")


def test_valid_for_a_year():
    cert = Cert("m2", "top-rope", date(2024, 7, 10), "Ines")
    assert cert.expires_on == date(2025, 7, 10)
    assert cert.valid_on(date(2025, 7, 9))
    assert not cert.valid_on(date(2025, 7, 10))
    assert not cert.valid_on(date(2024, 7, 9))


def test_lead_covers_top_rope(register):
    assert register.may_climb("m1", "top-rope", date(2025, 8, 1))
    assert register.may_climb("m1", "lead", date(2025, 8, 1))
    assert not register.may_climb("m2", "lead", date(2025, 6, 1))
    assert not register.may_climb("m2", "top-rope", date(2025, 8, 1))
    assert not register.may_climb("m9", "top-rope", date(2025, 8, 1))


def test_current_highest_first(register):
    assert [c.level for c in register.current("m1", date(2025, 6, 1))] == ["lead", "top-rope"]


def test_expiring(register):
    # m1's top-rope runs out on 1 July but the lead certificate covers it.
    # m3 renewed on 20 June.
    assert register.expiring(date(2025, 6, 15)) == [("m2", "top-rope", date(2025, 7, 10))]
    assert register.expiring(date(2025, 5, 1)) == []
