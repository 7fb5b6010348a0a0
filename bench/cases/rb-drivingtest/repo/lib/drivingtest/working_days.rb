# frozen_string_literal: true

require "date"
require "set"

module Drivingtest
  # Working-day arithmetic: Monday to Friday, less the bank holidays the
  # calendar was given.
  class WorkingDays
    # England and Wales bank holidays the centre is closed on.
    DEFAULT_HOLIDAYS = %w[
      2025-01-01 2025-04-18 2025-04-21 2025-05-05 2025-05-26 2025-08-25 2025-12-25 2025-12-26
      2026-01-01 2026-04-03 2026-04-06 2026-05-04 2026-05-25 2026-08-31 2026-12-25 2026-12-28
    ].map { |d| Date.iso8601(d) }.freeze

    attr_reader :holidays

    def initialize(holidays = DEFAULT_HOLIDAYS)
      @holidays = holidays.map { |d| d.is_a?(Date) ? d : Date.iso8601(d.to_s) }.to_set
    end

    def holiday?(date)
      holidays.include?(date)
    end

    def working_day?(date)
      !(date.saturday? || date.sunday? || holiday?(date))
    end

    # The date that is +count+ working days after +date+ (count >= 0).
    # Zero gives +date+ itself, or the next working day if it is not one.
    def add(date, count)
      raise ArgumentError, "count must not be negative" if count.negative?

      day = date
      day += 1 until working_day?(day)
      count.times do
        day += 1
        day += 1 until working_day?(day)
      end
      day
    end

    # Working days from +from+ to +to+, counting +to+ but not +from+.
    def between(from, to)
      return 0 if to <= from

      ((from + 1)..to).count { |d| working_day?(d) }
    end

    def next_working_day(date)
      day = date + 1
      day += 1 until working_day?(day)
      day
    end
  end
end
