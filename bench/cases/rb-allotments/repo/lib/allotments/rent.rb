# frozen_string_literal: true

module Allotments
  # Works out what a tenant owes for a plot for one rent year.
  class RentCalculator
    # Pence per square metre per year, set at the society's annual meeting.
    DEFAULT_RATE = 45
    MINIMUM_RENT = 2000
    CONCESSION_PERCENT = 50
    NON_RESIDENT_SURCHARGE_PERCENT = 25
    WATER_CHARGE = 1500
    FAR_TAP_METRES = 50

    attr_reader :rate, :districts

    def initialize(districts:, rate: DEFAULT_RATE)
      @rate = rate
      @districts = districts
    end

    # Rent before any discount or surcharge, in pence.
    def base_rent(plot)
      [(plot.area * rate).round, MINIMUM_RENT].max
    end

    def concession(plot, tenant)
      return 0 unless tenant.concessionary?

      Money.percent_of(base_rent(plot), CONCESSION_PERCENT)
    end

    def surcharge(plot, tenant)
      return 0 if tenant.resident?(districts)

      Money.percent_of(base_rent(plot), NON_RESIDENT_SURCHARGE_PERCENT)
    end

    # Plots far from a standpipe pay half the water charge.
    def water(plot)
      plot.tap_distance > FAR_TAP_METRES ? WATER_CHARGE / 2 : WATER_CHARGE
    end

    # The invoice lines for one plot and tenant, as [description, pence] pairs.
    def lines(plot, tenant)
      lines = [["Rent, #{plot} at #{rate}p/m²", base_rent(plot)]]
      discount = concession(plot, tenant)
      lines << ["#{tenant.concession.to_s.capitalize} concession", -discount] if discount.positive?
      extra = surcharge(plot, tenant)
      lines << ["Non-resident surcharge", extra] if extra.positive?
      lines << ["Water", water(plot)]
      lines
    end

    def total(plot, tenant)
      lines(plot, tenant).sum { |_, pence| pence }
    end
  end
end
