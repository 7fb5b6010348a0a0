# frozen_string_literal: true

require "test_helper"

class TestHandicap < Minitest::Test
  include Teetimes

  def setup
    @course = Fixtures.course
    @white = @course.tee("white")
    @yellow = @course.tee("yellow")
  end

  def test_course_handicap
    assert_equal 13, Handicap.course_handicap(12.4, @white, 72)
    assert_equal 4, Handicap.course_handicap(4.1, @white, 72)
    assert_equal 31, Handicap.course_handicap(27.8, @white, 72)
    assert_equal 11, Handicap.course_handicap(12.4, @yellow, 72)
    assert_equal(-1, Handicap.course_handicap(0.0, @white, 72))
    assert_equal 61, Handicap.course_handicap(54.0, @white, 72)
  end

  def test_plus_handicap
    assert_equal(-2, Handicap.course_handicap(-1.2, @white, 72))
    assert_equal(-2, Handicap.playing_handicap(-2, :stableford))
  end

  def test_playing_handicap
    assert_equal 12, Handicap.playing_handicap(13, :stableford)
    assert_equal 29, Handicap.playing_handicap(31, :stroke)
    assert_equal 26, Handicap.playing_handicap(31, :fourball_stableford)
    assert_equal 31, Handicap.playing_handicap(31, :matchplay)
  end

  def test_unknown_format
    error = assert_raises(Error) { Handicap.allowance(:greensomes) }
    assert_equal "no allowance for greensomes", error.message
  end

  def test_index_range
    assert_raises(Error) { Handicap.course_handicap(54.1, @white, 72) }
    assert_raises(Error) { Handicap.course_handicap(-10.5, @white, 72) }
    assert_raises(Error) { Handicap.course_handicap("12", @white, 72) }
    assert_raises(Error) { Player.new("Nobody", index: 60) }
  end
end
