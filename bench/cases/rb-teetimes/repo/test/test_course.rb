# frozen_string_literal: true

require "test_helper"

class TestCourse < Minitest::Test
  include Teetimes

  def setup
    @course = Fixtures.course
  end

  def test_par_and_length
    assert_equal 72, @course.par
    assert_equal 6568, @course.yards
    assert_equal 36, @course.front_nine.sum(&:par)
    assert_equal 36, @course.back_nine.sum(&:par)
  end

  def test_holes_in_order
    assert_equal (1..18).to_a, @course.holes.map(&:number)
    assert_equal 1, @course.hole(4).stroke_index
    assert_equal [10, 18], [@course.back_nine.first.number, @course.back_nine.last.number]
    error = assert_raises(Error) { @course.hole(19) }
    assert_equal "Tallow Hill has no hole 19", error.message
  end

  def test_tees
    assert_equal 128, @course.tee("white").slope
    assert_raises(Error) { @course.tee("blue") }
  end

  def test_holes_may_come_in_any_order
    holes = @course.holes.reverse
    course = Course.new("Back to front", holes: holes, tees: @course.tees.values)
    assert_equal 1, course.holes.first.number
  end

  def test_rejects_bad_layouts
    holes = @course.holes
    tees = @course.tees.values
    assert_raises(Error) { Course.new("Ten", holes: holes.first(10), tees: tees) }
    assert_raises(Error) { Course.new("No tees", holes: holes, tees: []) }

    same_index = holes.map(&:dup)
    same_index[1].stroke_index = 11
    error = assert_raises(Error) { Course.new("Twice", holes: same_index, tees: tees) }
    assert_match(/stroke indexes/, error.message)

    long = holes.map(&:dup)
    long[6].par = 6
    assert_raises(Error) { Course.new("Par six", holes: long, tees: tees) }

    gap = holes.map(&:dup)
    gap[17].number = 19
    assert_raises(Error) { Course.new("Gap", holes: gap, tees: tees) }
  end
end
