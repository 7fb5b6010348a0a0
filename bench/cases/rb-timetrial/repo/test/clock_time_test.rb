require "test_helper"

class ClockTimeTest < Minitest::Test
  include Timetrial

  def test_parses_times_of_day_and_elapsed_times
    assert_equal 686_100, ClockTime.parse("19:03:30")
    assert_equal 686_104, ClockTime.parse("19:03:30.4")
    assert_equal 14_573, ClockTime.parse("24:17.3")
    assert_equal 37_230, ClockTime.parse("1:02:03")
  end

  def test_refuses_malformed_times
    ["", "19", "19:61:00", "24:60", "1:2:3:4", "ab:cd", "10:05.25"].each do |text|
      assert_raises(ArgumentError, text) { ClockTime.parse(text) }
    end
  end

  def test_formats_elapsed_times
    assert_equal "24:17.3", ClockTime.format(14_573)
    assert_equal "0:59.0", ClockTime.format(590)
    assert_equal "1:02:03.0", ClockTime.format(37_230)
    assert_equal "-0:04.5", ClockTime.format(-45)
  end

  def test_formats_times_of_day
    assert_equal "19:03:30", ClockTime.format_of_day(686_104)
    assert_equal "07:00:00", ClockTime.format_of_day(252_000)
  end
end
