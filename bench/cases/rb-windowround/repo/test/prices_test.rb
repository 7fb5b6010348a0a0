require "test_helper"

class PricesTest < Minitest::Test
  include Fixtures

  def test_property_and_extras
    assert_equal 1200, Windowround::Prices.for(customer("C01"))
    assert_equal 2400, Windowround::Prices.for(customer("C02"))
    assert_equal 1500, Windowround::Prices.for(customer("C06"))
  end

  def test_unknown_extra
    c = customer("C01")
    c.extras = [:gutters]
    assert_raises(KeyError) { Windowround::Prices.for(c) }
  end
end
