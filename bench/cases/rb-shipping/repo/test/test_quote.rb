# frozen_string_literal: true

require "minitest/autorun"
require "shipping"

class QuoteTest < Minitest::Test
  def small_box(grams)
    Shipping::Parcel.new(grams: grams, length: 20, width: 15, height: 10)
  end

  def test_domestic_light_parcel
    assert_equal 5.0, Shipping::Quote.new(small_box(800), "DE").price
  end

  def test_bulky_parcel_pays_volumetric_weight
    bulky = Shipping::Parcel.new(grams: 2500, length: 40, width: 30, height: 20)
    assert_equal 14.0, Shipping::Quote.new(bulky, "NL").price
  end

  def test_heavy_parcel_to_sweden
    assert_equal 18.0, Shipping::Quote.new(small_box(3400), "SE").price
  end

  def test_unknown_country
    assert_raises(Shipping::UnknownCountry) { Shipping::Quote.new(small_box(100), "US") }
  end

  def test_country_codes_are_case_insensitive
    assert_equal Shipping::Quote.new(small_box(100), "FR").price, Shipping::Quote.new(small_box(100), "fr").price
  end
end
