require "test_helper"

class TestDelivery < Minitest::Test
  include Cakeshop

  def test_free_nearby
    assert_equal 0, Delivery.new(0).charge
    assert_equal 0, Delivery.new(5).charge
  end

  def test_each_started_mile_beyond_the_free_ones
    assert_equal 90, Delivery.new(5.1).charge
    assert_equal 720, Delivery.new(12.4).charge
    assert_equal 3150, Delivery.new(40).charge
  end

  def test_limits
    assert_raises(ArgumentError) { Delivery.new(40.5) }
    assert_raises(ArgumentError) { Delivery.new(-1) }
  end

  def test_to_s
    assert_equal "Delivery, 12.4 miles", Delivery.new(12.4).to_s
  end
end
