# frozen_string_literal: true

module Newsround
  # Days of the week and the days there is no delivery.
  module Calendar
    DAYS = %i[sun mon tue wed thu fri sat].freeze

    module_function

    def day_sym(date)
      DAYS[date.wday]
    end

    # No papers are printed for Christmas Day.
    def delivery_day?(date)
      !(date.month == 12 && date.day == 25)
    end

    def week_start(date)
      date - ((date.wday - 1) % 7)
    end

    # Monday-started weeks that touch the range from..to, as [monday, sunday] pairs.
    def weeks(from, to)
      monday = week_start(from)
      out = []
      while monday <= to
        out << [monday, monday + 6]
        monday += 7
      end
      out
    end

    def each_day(from, to, &block)
      (from..to).each(&block)
    end
  end
end
