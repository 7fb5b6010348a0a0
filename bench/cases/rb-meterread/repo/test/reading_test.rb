require "test_helper"

class ReadingTest < Minitest::Test
  def test_parse
    r = Meterread::Reading.parse("MTR-00123 2026-11-30 04512.3 kWh")
    assert_equal "MTR-00123", r.serial
    assert_equal Date.new(2026, 11, 30), r.date
    assert_in_delta 4512.3, r.value
  end

  def test_whole_number_value
    assert_in_delta 12_000.0, Meterread::Reading.parse("MTR-04410 2026-11-02 12000 kWh").value
  end

  def test_unreadable
    assert_raises(ArgumentError) { Meterread::Reading.parse("MTR-00123 yesterday 4512 kWh") }
  end

  def test_comments_and_blanks_skipped
    assert_equal 1, Meterread::Reading.parse_all("# x\n\nMTR-1 2026-11-01 1 kWh\n").size
  end
end
