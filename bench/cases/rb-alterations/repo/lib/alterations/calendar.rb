require "date"
require "set"

module Alterations
  # The shop's working days: Tuesday to Saturday, less the bank holidays.
  class Calendar
    OPEN_DAYS = [2, 3, 4, 5, 6].freeze

    def initialize(holidays: [])
      @holidays = holidays.map { |d| d.is_a?(Date) ? d : Date.iso8601(d) }.to_set
    end

    def open?(date)
      OPEN_DAYS.include?(date.wday) && !@holidays.include?(date)
    end

    # The date n working days after date; the day the work comes in does not count.
    def add_working_days(date, n)
      day = date
      n.times do
        day += 1
        day += 1 until open?(day)
      end
      day
    end

    # The next working day on or after date.
    def next_open(date)
      day = date
      day += 1 until open?(day)
      day
    end
  end
end
