require "test_helper"

class StonesTest < Minitest::Test
  def test_due_after_interval
    s = Gristmill::Stones.new("north pair")
    s.run(100)
    refute s.due?
    assert_equal 20, s.hours_left
    s.run(20)
    assert s.due?
    assert_equal 0, s.hours_left
  end

  def test_dress_resets
    s = Gristmill::Stones.new("north pair", hours_since_dressing: 130).dress
    assert_equal 0, s.hours_since_dressing
    assert_equal 1, s.dressings
  end

  def test_negative_hours
    assert_raises(ArgumentError) { Gristmill::Stones.new("x").run(-1) }
  end
end
