# frozen_string_literal: true

require_relative "test_helper"

class TestForfeitSale < Minitest::Test
  include Fixtures

  def setup
    @loan = Pawnshop::Loan.new(ticket: 7, principal: 25_000, taken_on: d("2025-01-15"), items: [chain])
  end

  def test_debt_runs_to_the_day_of_sale
    sale = Pawnshop::ForfeitSale.new(@loan, sold_for: 45_000, sold_on: d("2025-08-15"))
    assert_equal 39_000, sale.debt
  end

  def test_surplus_goes_to_the_customer
    sale = Pawnshop::ForfeitSale.new(@loan, sold_for: 45_000, sold_on: d("2025-08-15"))
    assert_equal 6_000, sale.surplus
    assert_equal 6_000, sale.payable_to_customer
    assert_equal 39_000, sale.kept_by_shop
    assert_equal 0, sale.shortfall
  end

  def test_small_loans_keep_the_surplus
    small = Pawnshop::Loan.new(ticket: 8, principal: 7_500, taken_on: d("2025-01-15"), items: [drill])
    sale = Pawnshop::ForfeitSale.new(small, sold_for: 20_000, sold_on: d("2025-08-20"))
    assert_equal 7_700, sale.surplus
    assert_equal 0, sale.payable_to_customer
    assert_equal 20_000, sale.kept_by_shop
  end

  def test_shortfall
    sale = Pawnshop::ForfeitSale.new(@loan, sold_for: 30_000, sold_on: d("2025-08-16"))
    assert_equal 41_000, sale.debt
    assert_equal 11_000, sale.shortfall
    assert_equal 0, sale.payable_to_customer
  end

  def test_cannot_sell_before_due
    assert_raises(ArgumentError) { Pawnshop::ForfeitSale.new(@loan, sold_for: 1, sold_on: d("2025-07-15")) }
  end
end
