require "test_helper"

class ReminderTest < Minitest::Test
  include Fixtures

  def reminders(**opts)
    schedule = Bookclub::Schedule.new(novel, start_on: Date.new(2026, 3, 2))
    Bookclub::Reminders.for(schedule, **opts)
  end

  def test_two_days_ahead_by_default
    assert_equal Date.new(2026, 3, 7), reminders.first.send_on
  end

  def test_lead_days
    assert_equal Date.new(2026, 3, 4), reminders(lead_days: 5).first.send_on
  end

  def test_text_names_the_chapters
    assert_equal "The Long Field: read pages 1-54 (chapters 1-2) for Mon 9 Mar", reminders.first.text
    assert_equal "The Long Field: read pages 201-240 (chapter 6) for Mon 6 Apr", reminders.last.text
  end
end
