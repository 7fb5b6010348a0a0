require "test_helper"

class TestOrder < Minitest::Test
  include TestData

  def test_portions
    assert_equal 117, adeyemi.portions
    assert_equal 32, birthday.portions
  end

  def test_totals_deposit_and_balance
    assert_equal 22_170, adeyemi.total(prices)
    assert_equal 6651, adeyemi.deposit(prices)
    assert_equal 15_519, adeyemi.balance(prices)
    assert_equal 4440, birthday.total(prices)
  end

  def test_bake_days_one_per_kind_of_tier
    assert_equal [Date.new(2026, 6, 6), Date.new(2026, 6, 11)], adeyemi.bake_days(calendar)
    assert_equal [Date.new(2026, 7, 8)], birthday.bake_days(calendar)
  end

  def test_needs_a_tier
    assert_raises(ArgumentError) do
      Order.new(customer: "Nobody", tiers: [], ordered_on: Date.new(2026, 7, 1), due: Date.new(2026, 7, 10))
    end
  end
end
