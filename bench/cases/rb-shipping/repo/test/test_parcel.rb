# frozen_string_literal: true

require "minitest/autorun"
require "shipping"

class ParcelTest < Minitest::Test
  def test_weights
    parcel = Shipping::Parcel.new(grams: 2500, length: 40, width: 30, height: 20)
    assert_in_delta 2.5, parcel.actual_kg
    assert_in_delta 4.8, parcel.volumetric_kg
  end

  def test_refuses_zero_weight
    assert_raises(ArgumentError) { Shipping::Parcel.new(grams: 0, length: 1, width: 1, height: 1) }
  end
end
