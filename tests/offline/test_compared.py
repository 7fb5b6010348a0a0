"""The values a failure's message compares, not the inputs pytest shows beside them."""

from __future__ import annotations

from diagbot.offline.compared import compared


def test_pytests_where_clause_holds_the_inputs_not_the_values_compared() -> None:
    message = (
        "AssertionError: assert 3 == 2 (where 3 = berth_days(PortCall(reference='NQ1-24-031', "
        "vessel=Vessel(name='Baltic Tern', gross_tonnage=2996), lots=[CargoLot(direction='export')])))"
    )
    values = compared(message)
    assert values is not None
    assert values.strings == ()  # not 'NQ1-24-031', 'Baltic Tern', 'export': what the call was handed
    assert "2996" not in values.numbers
    assert values.boundary  # 3 against 2: one apart


def test_the_compared_strings_stay() -> None:
    values = compared("AssertionError: assert 'azc' == 'abc' (where 'azc' = replace('abc', 'b', 'z'))")
    assert values is not None
    assert values.strings == ("azc", "abc")
