# frozen_string_literal: true

require "test_helper"

class PricingTest < Minitest::Test
  include Karting

  TUESDAY_NOON = Time.new(2024, 3, 12, 12, 0, 0)
  TUESDAY_EVENING = Time.new(2024, 3, 12, 18, 30, 0)
  SATURDAY_MORNING = Time.new(2024, 3, 16, 10, 0, 0)

  def test_peak_times
    refute Pricing.peak?(TUESDAY_NOON)
    assert Pricing.peak?(TUESDAY_EVENING)
    assert Pricing.peak?(SATURDAY_MORNING)
  end

  def test_driver_price_with_peak_surcharge
    assert_equal 3500, Pricing.driver_price(:race, :adult, at: TUESDAY_NOON)
    assert_equal 4200, Pricing.driver_price(:race, :adult, at: SATURDAY_MORNING)
    assert_equal 2160, Pricing.driver_price(:practice, :cadet, at: TUESDAY_EVENING)
  end

  def test_member_discount_for_small_bookings
    quote = Pricing.quote(kind: :practice, category: :adult, drivers: 3, members: 2, at: TUESDAY_NOON)
    assert_equal [7500, -500], quote.lines.map(&:pence)
    assert_equal "£70.00", quote.total
  end

  def test_group_discount_replaces_member_discount
    quote = Pricing.quote(kind: :race, category: :adult, drivers: 8, members: 3, at: SATURDAY_MORNING)
    assert_equal ["8 x adult race (peak)", "group discount"], quote.lines.map(&:label)
    assert_equal 33_600 - 5040, quote.total_pence
  end

  def test_bad_bookings
    assert_raises(ArgumentError) { Pricing.quote(kind: :race, category: :adult, drivers: 2, members: 3, at: TUESDAY_NOON) }
    assert_raises(ArgumentError) { Pricing.quote(kind: :race, category: :adult, drivers: 0, at: TUESDAY_NOON) }
  end
end
