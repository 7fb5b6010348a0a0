# frozen_string_literal: true

require "minitest/autorun"
require "bankfeed"

class SummaryTest < Minitest::Test
  STATEMENT = <<~CSV
    date;description;amount
    28.02.2026;GROCER Corner Shop;-12,10
    01.03.2026;Salary March;2.450,00
    02.03.2026;Rent;-980,00
    03.03.2026;GROCER Fresh Market;-54,37
    09.03.2026;Grocer Fresh Market;-20,03
  CSV

  def categorizer
    Bankfeed::Categorizer.new("^grocer" => "food", "rent" => "home", "salary" => "income")
  end

  def summary
    Bankfeed::Summary.new(Bankfeed.parse_statement(STATEMENT), categorizer)
  end

  def test_months_in_order
    assert_equal %w[2026-02 2026-03], summary.months
  end

  def test_totals_per_category_biggest_outgoing_first
    assert_equal({ "home" => -98_000, "food" => -7_440, "income" => 245_000 }, summary.for_month("2026-03"))
  end

  def test_spent_is_the_sum_of_debits
    assert_equal 105_440, summary.spent("2026-03")
  end

  def test_unmatched_descriptions_fall_back
    transaction = Bankfeed::Transaction.new(description: "Bookshop", amount_cents: -900)
    assert_equal "uncategorized", categorizer.category(transaction)
  end
end
