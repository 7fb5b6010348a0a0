require "test_helper"

class PricingTest < Minitest::Test
  Pricing = Cinematix::Pricing

  def evening = Pricing::Show.new(title: "Heat", hour: 20, three_d: false)
  def matinee = Pricing::Show.new(title: "Heat", hour: 14, three_d: false)
  def matinee_3d = Pricing::Show.new(title: "Avatar", hour: 15, three_d: true)

  def test_evening_prices_are_base
    assert_equal 1250, Pricing.ticket_price(:adult, evening)
    assert_equal 850, Pricing.ticket_price(:child, evening)
  end

  def test_matinee_takes_twenty_percent_off
    assert_equal 1000, Pricing.ticket_price(:adult, matinee)
    assert_equal 780, Pricing.ticket_price(:senior, matinee)
  end

  def test_3d_surcharge_after_matinee_discount
    assert_equal 1300, Pricing.ticket_price(:adult, matinee_3d)
  end

  def test_five_pm_is_not_matinee
    show = Pricing::Show.new(title: "Heat", hour: 17, three_d: false)
    refute Pricing.matinee?(show)
  end

  def test_unknown_kind
    assert_raises(ArgumentError) { Pricing.ticket_price(:vip, evening) }
  end
end
