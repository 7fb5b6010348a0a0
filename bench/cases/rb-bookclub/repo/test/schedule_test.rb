require "test_helper"

class ScheduleTest < Minitest::Test
  include Fixtures

  def schedule(**opts)
    Bookclub::Schedule.new(novel, start_on: Date.new(2026, 3, 2), **opts)
  end

  def test_meetings_end_at_nearby_chapter_ends
    ranges = schedule.meetings.map { |m| [m.from_page, m.to_page] }
    assert_equal [[1, 54], [55, 104], [105, 149], [150, 200], [201, 240]], ranges
  end

  def test_meetings_are_a_week_apart
    dates = schedule.meetings.map(&:date)
    assert_equal Date.new(2026, 3, 9), dates.first
    assert_equal [7], dates.each_cons(2).map { |a, b| (b - a).to_i }.uniq
  end

  def test_no_chapter_end_near_keeps_the_planned_end
    ranges = schedule(pages_per_meeting: 20).meetings.first(3).map { |m| [m.from_page, m.to_page] }
    assert_equal [[1, 20], [21, 40], [41, 60]], ranges
  end

  def test_meeting_text
    assert_equal "#1 Mon 9 Mar: pages 1-54", schedule.meetings.first.to_s
  end

  def test_pages_per_meeting_must_be_positive
    assert_raises(ArgumentError) { schedule(pages_per_meeting: 0) }
  end
end
