require "test_helper"

class LedgerTest < Minitest::Test
  include Fixtures

  def setup
    @ledger = Lettings::Ledger.new.post_rent(tenancy, Date.new(2024, 3, 1), Date.new(2024, 5, 31))
  end

  def test_posts_rent_on_due_dates
    assert_equal [Date.new(2024, 3, 15), Date.new(2024, 4, 15), Date.new(2024, 5, 15)],
                 @ledger.entries.map(&:date)
    assert_equal 2850_00, @ledger.charged
  end

  def test_balance_on_a_date
    @ledger.pay(Date.new(2024, 3, 15), 950_00)
    @ledger.pay(Date.new(2024, 4, 16), 900_00)
    assert_equal 0, @ledger.balance(on: Date.new(2024, 4, 14))
    assert_equal 50_00, @ledger.balance(on: Date.new(2024, 4, 20))
    assert_equal 1000_00, @ledger.balance
  end

  def test_received_in_period
    @ledger.pay(Date.new(2024, 3, 15), 950_00)
    @ledger.pay(Date.new(2024, 4, 16), 900_00)
    assert_equal 900_00, @ledger.received(Date.new(2024, 4, 1), Date.new(2024, 4, 30))
  end

  def test_oldest_unpaid_after_part_payment
    @ledger.pay(Date.new(2024, 3, 15), 950_00)
    @ledger.pay(Date.new(2024, 4, 16), 900_00)
    entry = @ledger.oldest_unpaid(on: Date.new(2024, 5, 20))
    assert_equal Date.new(2024, 4, 15), entry.date
    assert_equal 35, @ledger.days_in_arrears(on: Date.new(2024, 5, 20))
  end

  def test_clear_account
    @ledger.pay(Date.new(2024, 3, 15), 2850_00)
    assert_nil @ledger.oldest_unpaid(on: Date.new(2024, 5, 31))
    assert_equal 0, @ledger.days_in_arrears(on: Date.new(2024, 5, 31))
  end

  def test_same_day_entries_keep_order
    ledger = Lettings::Ledger.new
    ledger.charge(Date.new(2024, 6, 1), 40_00, "Late fee")
    ledger.pay(Date.new(2024, 6, 1), 40_00)
    assert_equal ["Late fee", "Payment"], ledger.entries.map(&:memo)
  end

  def test_rejects_non_positive_amounts
    assert_raises(ArgumentError) { @ledger.pay(Date.new(2024, 3, 15), 0) }
  end
end
