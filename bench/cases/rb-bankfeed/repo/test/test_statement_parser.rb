# frozen_string_literal: true

require "minitest/autorun"
require "bankfeed"

class StatementParserTest < Minitest::Test
  STATEMENT = <<~CSV
    date;description;amount
    01.03.2026;Salary March;2.450,00
    02.03.2026;Rent;-980,00
    03.03.2026;GROCER Fresh Market;-54,37
  CSV

  def test_running_balance_starts_from_the_opening_balance
    transactions = Bankfeed.parse_statement(STATEMENT, opening_cents: 10_000)
    assert_equal [255_000, 157_000, 151_563], transactions.map(&:balance_cents)
  end

  def test_amounts_and_dates
    first, second, = Bankfeed.parse_statement(STATEMENT)
    assert_equal Date.new(2026, 3, 1), first.date
    assert_equal 245_000, first.amount_cents
    assert_equal(-98_000, second.amount_cents)
    assert second.debit?
  end

  def test_last_balance_of_a_statement
    assert_equal 141_563, Bankfeed.parse_statement(STATEMENT).last.balance_cents
  end

  def test_a_bad_amount_names_its_line
    error = assert_raises(Bankfeed::ParseError) do
      Bankfeed.parse_statement("date;description;amount\n01.03.2026;Coffee;3.5\n")
    end
    assert_equal 'line 2: bad amount "3.5"', error.message
  end

  def test_a_missing_header_is_refused
    assert_raises(Bankfeed::ParseError) { Bankfeed.parse_statement("01.03.2026;Coffee;-3,50\n") }
  end
end
