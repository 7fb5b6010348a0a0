# frozen_string_literal: true

module Drivingtest
  # Practical test fees in pence. Weekday daytime tests are the standard
  # fee; evenings, weekends and bank holidays cost more.
  class Fees
    STANDARD = { weekday: 6_200, evening_weekend: 7_500 }.freeze
    EXTENDED = { weekday: 12_400, evening_weekend: 15_000 }.freeze

    # A test starting at or after this time counts as an evening test.
    EVENING_FROM = [16, 30].freeze

    def initialize(calendar = WorkingDays.new)
      @calendar = calendar
    end

    def band(starts_at)
      date = starts_at.to_date
      return :evening_weekend unless @calendar.working_day?(date)
      return :evening_weekend if ([starts_at.hour, starts_at.min] <=> EVENING_FROM) >= 0

      :weekday
    end

    def fee(starts_at, extended: false)
      table = extended ? EXTENDED : STANDARD
      table.fetch(band(starts_at))
    end

    def self.pounds(pence)
      Kernel.format("£%<pounds>d.%<pence>02d", pounds: pence / 100, pence: pence % 100)
    end
  end
end
