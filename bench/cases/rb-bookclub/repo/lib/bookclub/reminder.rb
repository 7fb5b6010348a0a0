module Bookclub
  Reminder = Struct.new(:send_on, :text)

  # Reminders sent a few days before each meeting, with the pages to read.
  module Reminders
    module_function

    def for(schedule, lead_days: 2)
      schedule.meetings.map do |m|
        Reminder.new(m.date - lead_days, text(schedule.book, m))
      end
    end

    def text(book, meeting)
      first = book.chapter_of(meeting.from_page)
      last = book.chapter_of(meeting.to_page)
      chapters = first == last ? "chapter #{first}" : "chapters #{first}-#{last}"
      "#{book.title}: read pages #{meeting.from_page}-#{meeting.to_page} (#{chapters}) " \
        "for #{meeting.date.strftime('%a %-d %b')}"
    end
  end
end
