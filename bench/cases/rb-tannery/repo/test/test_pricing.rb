# frozen_string_literal: true

require "test_helper"

class TestPricing < Minitest::Test
  include Tannery

  def setup
    @quote = Quote.new(Fixtures.measured_steer_batch, Fixtures.upholstery_prices)
  end

  def test_price_list
    prices = Fixtures.upholstery_prices
    assert_equal 485, prices.unit_price("TR2")
    assert_equal %w[TR1 TR2 TR3 TR4], prices.grades
    assert_raises(KeyError) { prices.unit_price("TR5") }
  end

  def test_lines_per_saleable_grade
    lines = @quote.lines
    assert_equal %w[TR1 TR2 TR3], lines.map(&:grade)
    assert_equal [7, 3, 1], lines.map(&:count)
    assert_equal [183_393, 66_324, 20_705], lines.map(&:pence)
    assert_equal 523.75, @quote.area_sqft
  end

  def test_volume_discount_tier
    assert_equal 3, @quote.discount_percent
    small = Quote.new(Fixtures.goat_batch, Fixtures.upholstery_prices)
    assert_equal 0, small.discount_percent
    assert_equal 0, small.discount_pence
  end

  def test_totals
    assert_equal 270_422, @quote.goods_pence
    assert_equal 8113, @quote.discount_pence
    assert_equal 262_309, @quote.net_pence
    assert_equal 52_462, @quote.vat_pence
    assert_equal 314_771, @quote.total_pence
  end

  def test_small_order_totals
    small = Quote.new(Fixtures.goat_batch, Fixtures.upholstery_prices)
    assert_equal 13_080, small.goods_pence
    assert_equal 2616, small.vat_pence
    assert_equal 15_696, small.total_pence
  end
end
