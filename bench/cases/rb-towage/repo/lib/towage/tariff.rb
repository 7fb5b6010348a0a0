# frozen_string_literal: true

module Towage
  # The published towage tariff, in whole pounds.
  module Tariff
    # [gross tonnage below which, pounds per tug per movement]
    RATE_BANDS = [[10_000, 950], [30_000, 1450], [60_000, 2100]].freeze
    LARGEST_RATE = 2900
    NIGHT_SURCHARGE = 0.25
    FREE_WAITING = 30
    WAITING_RATE = 180
    CANCELLATION_NOTICE = 120
    CANCELLATION_SHARE = 0.5

    Charge = Struct.new(:towage, :night, :waiting, keyword_init: true) do
      def total
        towage + night + waiting
      end
    end

    module_function

    def rate_per_tug(vessel)
      RATE_BANDS.each { |limit, rate| return rate if vessel.gross_tonnage < limit }
      LARGEST_RATE
    end

    # Each tug waiting past the free half hour pays per half hour begun.
    def waiting_charge(tugs, waiting_minutes)
      billable = waiting_minutes - FREE_WAITING
      return 0 unless billable.positive?

      (billable / 30.0).ceil * WAITING_RATE * tugs
    end

    def charge(vessel, tugs:, start:, waiting_minutes: 0)
      towage = rate_per_tug(vessel) * tugs
      night = Clock.night?(start) ? (towage * NIGHT_SURCHARGE).round : 0
      Charge.new(towage: towage, night: night, waiting: waiting_charge(tugs, waiting_minutes))
    end

    def cancellation_fee(vessel, tugs:, start:, cancelled_at:)
      return 0 if start - cancelled_at >= CANCELLATION_NOTICE

      (rate_per_tug(vessel) * tugs * CANCELLATION_SHARE).round
    end

    def pounds(amount)
      whole = amount.to_s.reverse.scan(/\d{1,3}/).join(',').reverse
      "£#{whole}"
    end
  end
end
