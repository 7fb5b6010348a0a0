require "test_helper"

class SacksTest < Minitest::Test
  def test_full_and_part_sack
    b = Gristmill::Sacks.bag(1481.8)
    assert_equal 29, b.full
    assert_equal 31.8, b.part_lbs
    assert_equal 30, b.count
  end

  def test_exact_sacks
    b = Gristmill::Sacks.bag(200.0)
    assert_equal 4, b.count
    assert_equal 0.0, b.part_lbs
  end

  def test_other_size
    assert_equal 9, Gristmill::Sacks.bag(345.7, size: 40).count
  end

  def test_bad_size
    assert_raises(ArgumentError) { Gristmill::Sacks.bag(10, size: 0) }
  end
end
