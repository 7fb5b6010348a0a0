require "test_helper"

class TestFinish < Minitest::Test
  include JobFixtures

  def test_area
    assert_in_delta 1.5940, Joinery::Finish.area_m2(side_table), 0.001
  end

  def test_litres_round_up_to_half
    assert_equal 0.5, Joinery::Finish.litres(side_table, :hardwax_oil)
    assert_equal 0.5, Joinery::Finish.litres(side_table, :varnish)
    assert_equal 21.0, Joinery::Finish.cost(side_table, :hardwax_oil)
  end

  def test_unknown
    assert_raises(ArgumentError) { Joinery::Finish.product(:wax) }
  end
end
