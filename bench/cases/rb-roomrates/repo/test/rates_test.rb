require "test_helper"

class RatesTest < Minitest::Test
  def test_nightly_rate_by_room
    assert_equal 9_500, Roomrates.nightly(:double)
  end

  def test_unknown_room_is_refused
    assert_raises(Roomrates::UnknownRoom) { Roomrates.nightly(:suite) }
  end

  def test_friday_and_saturday_nights_are_weekend
    assert Roomrates.weekend?(Date.new(2026, 3, 6))
    assert Roomrates.weekend?(Date.new(2026, 3, 7))
    refute Roomrates.weekend?(Date.new(2026, 3, 8))
  end
end
