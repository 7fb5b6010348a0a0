require "test_helper"

class MillRunTest < Minitest::Test
  def setup
    @order = Gristmill::Order.new(number: 41, customer: "Abel Fenn", grain: :wheat, bushels: 40)
    @stones = Gristmill::Stones.new("north pair", hours_since_dressing: 110)
    @run = Gristmill::MillRun.new(@order, @stones)
  end

  def test_toll_and_ground
    assert_equal 5.0, @run.toll
    assert_equal 35.0, @run.ground
  end

  def test_grinding_wears_the_stones
    @run.grind!
    assert_equal 114.38, @stones.hours_since_dressing
    refute @stones.due?
  end

  def test_sacks
    s = @run.sacks
    assert_equal 30, s[:flour].count
    assert_equal 7, s[:bran].count
    assert_equal 5, s[:middlings].count
  end

  def test_ticket
    assert_equal "Order 41 Abel Fenn: 40 bu wheat, toll 5.0 bu; flour 30 sacks, bran 7, middlings 5", @run.ticket
  end
end
