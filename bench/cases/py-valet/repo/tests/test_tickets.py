import pytest

from valet.tickets import KeyCabinet, check_digit, ticket_code, valid_code


def test_ticket_codes_carry_a_check_digit():
    assert check_digit(7992739871 % 100000) == check_digit(39871)
    assert ticket_code(1) == "000018"
    assert ticket_code(42) == "000422"
    assert valid_code("000018")
    assert not valid_code("000017")
    assert not valid_code("00018")
    assert not valid_code("0000a8")


def test_transposed_digits_are_caught():
    assert valid_code(ticket_code(12345))
    assert not valid_code("21345" + ticket_code(12345)[5])


def test_key_cabinet_uses_lowest_free_hook():
    cab = KeyCabinet(3)
    assert cab.hang("A") == 1
    assert cab.hang("B") == 2
    assert cab.take(1) == "A"
    assert cab.hang("C") == 1
    assert cab.free_hooks() == 1
    cab.hang("D")
    with pytest.raises(RuntimeError):
        cab.hang("E")
    with pytest.raises(KeyError):
        KeyCabinet(2).take(1)
