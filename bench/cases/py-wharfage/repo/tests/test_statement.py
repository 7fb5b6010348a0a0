from decimal import Decimal

from wharfage.statement import calls_per_vessel, monthly_statement
from tests.conftest import fishing_calls


def test_calls_per_vessel():
    assert calls_per_vessel(fishing_calls(3))["9074365"] == 3


def test_statement_numbers_invoices_in_arrival_order(march_calls):
    statement = monthly_statement(march_calls, "Medway Shipping Agency", "2024-03", first_number=7)
    assert [inv.number for inv in statement.invoices] == ["202403-0007", "202403-0008"]
    assert [inv.call.reference for inv in statement.invoices] == ["NQ1-24-031", "SQ-24-017"]


def test_statement_totals(march_calls):
    statement = monthly_statement(march_calls, "Medway Shipping Agency", "2024-03")
    assert statement.net == Decimal("9538.63")
    assert statement.vat == Decimal("1907.72")
    assert statement.gross == Decimal("11446.35")


def test_frequent_caller_discount_applies_to_every_call(march_calls):
    statement = monthly_statement(march_calls, "Harbour Fish Agency", "2024-03")
    assert len(statement.invoices) == 5
    for inv in statement.invoices:
        assert inv.charges[0].amount == Decimal("158.76")
        assert inv.gross == Decimal("321.55")


def test_no_discount_below_five_calls():
    statement = monthly_statement(fishing_calls(4), "Harbour Fish Agency", "2024-03")
    assert {inv.charges[0].amount for inv in statement.invoices} == {Decimal("176.40")}


def test_other_months_and_agents_are_left_out(march_calls):
    april = fishing_calls(2, month=4)
    statement = monthly_statement(march_calls + april, "Harbour Fish Agency", "2024-04")
    assert [inv.call.reference for inv in statement.invoices] == ["FD-24-0401", "FD-24-0402"]
    assert monthly_statement(march_calls, "Nobody & Co", "2024-03").invoices == []


def test_summary(march_calls):
    statement = monthly_statement(march_calls, "Medway Shipping Agency", "2024-03")
    assert statement.summary().splitlines() == [
        "Statement for Medway Shipping Agency, 2024-03",
        "  202403-0001  Baltic Tern              £6,373.58",
        "  202403-0002  Kilda Trader             £5,072.77",
        "  Total                           £11,446.35",
    ]
