require "test_helper"

class StartSheetTest < Minitest::Test
  include SheetHelper

  def test_numbers_riders_in_entry_order
    sheet = sheet_of(3)
    assert_equal [1, 2, 3], sheet.riders.map(&:number)
    assert_equal "2 Rider 2 (Velo Club)", sheet.riders[1].to_s
  end

  def test_riders_start_a_minute_apart
    sheet = sheet_of(3)
    assert_equal Timetrial::ClockTime.parse("19:01:00"), sheet.start_of(1)
    assert_equal Timetrial::ClockTime.parse("19:03:00"), sheet.start_of(3)
  end

  def test_other_intervals
    sheet = sheet_of(3, interval: 30)
    assert_equal Timetrial::ClockTime.parse("19:02:00"), sheet.start_of(3)
  end

  def test_unknown_number
    assert_raises(KeyError) { sheet_of(2).start_of(9) }
  end

  def test_lines
    assert_equal [
      "19:01:00    1  Rider 1, Wheelers",
      "19:02:00    2  Rider 2, Velo Club",
      "19:03:00    3  Rider 3, Road Club"
    ], sheet_of(3).lines
  end
end
