# frozen_string_literal: true

require "test_helper"

class TestTeeSheet < Minitest::Test
  include Teetimes

  def setup
    @sheet = TeeSheet.new("2024-06-15", first: "07:00", last: "08:00", interval: 10)
    @ada = Fixtures.ada
    @bruno = Fixtures.bruno
    @cath = Fixtures.cath
    @dev = Fixtures.dev
  end

  def test_times
    assert_equal %w[07:00 07:10 07:20 07:30 07:40 07:50 08:00], @sheet.times
    assert_equal 10 * 60 + 5, TeeSheet.minutes("10:05")
    assert_equal "09:04", TeeSheet.clock(544)
    assert_raises(Error) { TeeSheet.minutes("25:00") }
    assert_raises(Error) { TeeSheet.minutes("7.30") }
    assert_raises(Error) { TeeSheet.new("2024-06-15", first: "10:00", last: "09:00") }
    assert @sheet.weekend?
    refute TeeSheet.new(Date.new(2024, 6, 17)).weekend?
  end

  def test_book_and_cancel
    @sheet.book("07:10", @ada, @bruno)
    assert_equal 2, @sheet.free_spaces("07:10")
    assert_equal "07:10", @sheet.time_of(@bruno)
    @sheet.cancel("07:10", @bruno)
    assert_equal 3, @sheet.free_spaces("07:10")
    assert_nil @sheet.time_of(@bruno)
    assert_raises(Error) { @sheet.cancel("07:10", @bruno) }
    assert_equal ["07:10"], @sheet.bookings.map(&:time)
  end

  def test_no_more_than_four
    extra = Player.new("Eli Voss", index: 8.0)
    @sheet.book("07:00", @ada, @bruno, @cath)
    error = assert_raises(Error) { @sheet.book("07:00", @dev, extra) }
    assert_equal "07:00 has room for 1, not 2", error.message
    @sheet.book("07:00", @dev)
    assert_equal 0, @sheet.free_spaces("07:00")
  end

  def test_one_time_each
    @sheet.book("07:00", @ada)
    error = assert_raises(Error) { @sheet.book("07:30", @ada) }
    assert_equal "Ada Fairlie is already out at 07:00", error.message
  end

  def test_times_off_the_sheet
    assert_raises(Error) { @sheet.book("07:05", @ada) }
    assert_raises(Error) { @sheet.book("08:10", @ada) }
  end

  def test_block
    assert_equal 3, @sheet.block("07:20", "07:40", "June Medal")
    assert_equal 0, @sheet.free_spaces("07:30")
    error = assert_raises(Error) { @sheet.book("07:40", @ada) }
    assert_equal "07:40 is held for June Medal", error.message

    @sheet.book("07:50", @bruno)
    assert_raises(Error) { @sheet.block("07:50", "08:00", "Society") }
  end

  def test_next_free
    @sheet.book("07:00", @ada, @bruno, @cath)
    @sheet.block("07:10", "07:20", "Juniors")
    assert_equal "07:00", @sheet.next_free(after: "07:00")
    assert_equal "07:30", @sheet.next_free(after: "07:00", size: 2)
    assert_equal "07:30", @sheet.next_free(after: "07:05", size: 4)
    assert_nil @sheet.next_free(after: "08:01")
  end
end
