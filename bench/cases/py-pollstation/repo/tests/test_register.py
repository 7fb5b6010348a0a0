import pytest

from pollstation.register import RegisterError, read_register


def test_reads_every_elector(register):
    assert [e.number for e in register][:3] == ["KA-0001", "KA-0002", "KA-0003"]
    assert len(register) == 9


def test_elector_fields(register):
    yusuf = register[1]
    assert yusuf.surname == "Ahmed"
    assert yusuf.postal is True
    assert yusuf.district == "KA"
    assert yusuf.address == "3 Mill Road, AB1 2CD"


def test_missing_column(register_text):
    text = register_text.replace(",absent_vote", "", 1)
    with pytest.raises(RegisterError, match="absent_vote"):
        read_register(text)


def test_bad_elector_number(register_text):
    with pytest.raises(RegisterError, match="line 3"):
        read_register(register_text.replace("KA-0002", "KA0002"))
