require "test_helper"

class TollTest < Minitest::Test
  def test_an_eighth_is_kept
    assert_equal 5.0, Gristmill::Toll.kept(40)
    assert_equal 1.56, Gristmill::Toll.kept(12.5)
  end

  def test_ground_is_the_rest
    assert_equal 35.0, Gristmill::Toll.ground(40)
    assert_equal 10.94, Gristmill::Toll.ground(12.5)
  end

  def test_other_share
    assert_equal 4.0, Gristmill::Toll.kept(40, share: Rational(1, 10))
  end

  def test_negative
    assert_raises(ArgumentError) { Gristmill::Toll.kept(-1) }
  end
end
