require "test_helper"

class TestTin < Minitest::Test
  include Cakeshop

  def test_area
    assert_in_delta 50.27, Tin.new(:round, 8).area, 0.01
    assert_equal 64.0, Tin.new(:square, 8).area
  end

  def test_portions_count_whole_pieces
    assert_equal 78, Tin.new(:round, 10).portions(1)
    assert_equal 25, Tin.new(:round, 8).portions(2)
    assert_equal 18, Tin.new(:square, 6).portions(2)
  end

  def test_sizes_and_shapes
    assert_raises(ArgumentError) { Tin.new(:heart, 8) }
    assert_raises(ArgumentError) { Tin.new(:round, 7) }
    assert_equal "12in square", Tin.new(:square, 12).to_s
  end
end
