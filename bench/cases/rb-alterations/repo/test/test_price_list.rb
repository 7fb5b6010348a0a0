require "test_helper"

class TestPriceList < Minitest::Test
  include TestData

  def test_list_price_and_fabric_factor
    assert_equal 1200, prices.price("hem", "wool")
    assert_equal 1800, prices.price("hem", "Leather")
    assert_equal 2250, prices.price("sleeves", "silk")
  end

  def test_unknown_job
    error = assert_raises(ArgumentError) { prices.price("embroider", "cotton") }
    assert_equal "no such job: embroider", error.message
  end
end
