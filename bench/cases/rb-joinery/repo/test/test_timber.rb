require "test_helper"

class TestTimber < Minitest::Test
  def test_lookup
    assert_equal "European oak", Joinery.timber(:oak).name
    assert_equal 780, Joinery.timber("redwood").price_m3
    refute Joinery.timber(:larch).hardwood
  end

  def test_unknown
    assert_raises(Joinery::UnknownTimber) { Joinery.timber(:balsa) }
  end
end
