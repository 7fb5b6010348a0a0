require "test_helper"

class TestJoints < Minitest::Test
  def test_cut_length
    assert_equal 460, Joinery::Joints.cut_length(400, :mortise_tenon)
    assert_equal 445, Joinery::Joints.cut_length(400, :through_tenon, :butt)
    assert_equal 400, Joinery::Joints.cut_length(400, :dowel)
  end

  def test_unknown
    assert_raises(ArgumentError) { Joinery::Joints.allowance(:biscuit_x) }
  end
end
