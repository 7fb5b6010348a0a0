module Libloans
  # The days the library is open: every day but Sunday and the listed holidays.
  class Calendar
    attr_reader :holidays

    def initialize(holidays = [])
      @holidays = holidays.map { |d| d.is_a?(Date) ? d : Date.iso8601(d) }.sort
    end

    def open?(day)
      !day.sunday? && !@holidays.include?(day)
    end

    def next_open(day)
      day += 1 until open?(day)
      day
    end

    def open_days(from, to)
      (from..to).count { |d| open?(d) }
    end
  end
end
