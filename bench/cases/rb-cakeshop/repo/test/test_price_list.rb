require "test_helper"

class TestPriceList < Minitest::Test
  include TestData

  def test_tier_prices_by_portion
    assert_equal [11_310, 2750, 1540], wedding_tiers.map { |t| prices.tier(t) }
  end

  def test_decorations
    assert_equal 5400, prices.decoration(:sugar_rose, 12)
    assert_equal 1200, prices.decoration(:topper)
    assert_raises(ArgumentError) { prices.decoration(:sparkler) }
  end

  def test_cake_has_a_minimum_before_decorations
    small = [Tier.new(Tin.new(:round, 4), "vanilla")]
    assert_equal 3500, prices.cake(small)
    assert_equal 4100, prices.cake(small, piped_lettering: 1)
    assert_equal 21_450, prices.cake(wedding_tiers, sugar_rose: 12, ribbon: 3)
  end
end
