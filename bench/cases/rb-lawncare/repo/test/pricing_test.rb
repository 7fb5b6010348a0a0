require "test_helper"

class PricingTest < Minitest::Test
  include Fixtures

  def treatment(code)
    Lawncare::Treatments.fetch(code)
  end

  def test_small_lawns_pay_the_minimum
    assert_equal 2500, Lawncare::Pricing.visit_price(hughes, treatment(:spring_feed))
    assert_equal 2800, Lawncare::Pricing.visit_price(dale, treatment(:weed_feed))
  end

  def test_area_charge_with_condition_surcharge
    assert_equal 7524, Lawncare::Pricing.visit_price(okafor, treatment(:spring_feed))
    assert_equal 28_125, Lawncare::Pricing.visit_price(surgery, treatment(:scarify))
  end

  def test_div_round_rounds_halves_up
    assert_equal 3, Lawncare::Pricing.div_round(5, 2)
    assert_equal 2, Lawncare::Pricing.div_round(9, 4)
  end

  def test_unknown_treatment
    assert_raises(KeyError) { treatment(:topdress) }
  end
end
