module Bookclub
  Meeting = Struct.new(:number, :date, :from_page, :to_page) do
    def pages
      to_page - from_page + 1
    end

    def to_s
      "##{number} #{date.strftime('%a %-d %b')}: pages #{from_page}-#{to_page}"
    end
  end

  # Meetings every few days, each after reading about the same number of pages.
  # A meeting's reading ends at a chapter's end when one is close enough.
  class Schedule
    SNAP_WINDOW = 5 # pages either side of the planned end

    attr_reader :book

    def initialize(book, start_on:, every_days: 7, pages_per_meeting: 50)
      raise ArgumentError, "pages_per_meeting must be positive" unless pages_per_meeting.positive?

      @book = book
      @start_on = start_on
      @every_days = every_days
      @pages_per_meeting = pages_per_meeting
    end

    def meetings
      list = []
      from = 1
      while from <= @book.pages
        to = snap([from + @pages_per_meeting - 1, @book.pages].min, from)
        list << Meeting.new(list.size + 1, @start_on + (@every_days * (list.size + 1)), from, to)
        from = to + 1
      end
      list
    end

    def last_meeting
      meetings.last
    end

    private

    # The chapter end nearest the planned end, if within SNAP_WINDOW pages and
    # after the first page of this reading.
    def snap(planned, from)
      near = @book.chapter_ends.select { |e| e >= from && (e - planned).abs <= SNAP_WINDOW }
      near.min_by { |e| [(e - planned).abs, e] } || planned
    end
  end
end
