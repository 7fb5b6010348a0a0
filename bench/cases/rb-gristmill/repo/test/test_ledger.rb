require "test_helper"

class LedgerTest < Minitest::Test
  def setup
    @book = Gristmill::OrderBook.new(first: 41)
    @stones = Gristmill::Stones.new("north pair")
    @ledger = Gristmill::Ledger.new
    @book.take("Abel Fenn", :wheat, 40)
    @book.take("Mary Hollins", :rye, 12)
    @book.take("Abel Fenn", :wheat, 16)
    @book.orders.each { |o| @ledger.record(Gristmill::MillRun.new(o, @stones)) }
  end

  def test_toll_taken_by_grain
    assert_equal({ wheat: 7.0, rye: 1.5 }, @ledger.toll_taken)
  end

  def test_hours_and_stone_wear
    assert_equal 7.44, @ledger.hours_run
    assert_in_delta 7.44, @stones.hours_since_dressing, 1e-9
  end

  def test_flour_for_a_customer
    assert_equal 2074.5, @ledger.flour_for("Abel Fenn")
  end

  def test_summary
    assert_equal <<~TEXT, @ledger.summary
      41   Abel Fenn      wheat     toll   5.00 bu  flour   1481.8 lb
      42   Mary Hollins   rye       toll   1.50 bu  flour    374.6 lb
      43   Abel Fenn      wheat     toll   2.00 bu  flour    592.7 lb
      3 grists, 7.44 hours on the stones
    TEXT
  end
end
