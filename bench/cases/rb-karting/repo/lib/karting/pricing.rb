# frozen_string_literal: true

module Karting
  QuoteLine = Struct.new(:label, :pence, keyword_init: true)
  Quote = Struct.new(:lines, :total_pence, keyword_init: true) do
    def total
      format("£%.2f", total_pence / 100.0)
    end
  end

  # Prices per driver, in pence. Evenings and weekends are peak. Members get
  # a discount, a group gets a (bigger) one; nobody gets both.
  module Pricing
    BASE_PENCE = {
      practice: { cadet: 1800, adult: 2500, twin: 3200 },
      qualifying: { cadet: 2000, adult: 2800, twin: 3600 },
      race: { cadet: 2600, adult: 3500, twin: 4400 }
    }.freeze
    PEAK_SURCHARGE = 0.20
    PEAK_FROM_HOUR = 17
    MEMBER_DISCOUNT = 0.10
    GROUP_MIN_DRIVERS = 8
    GROUP_DISCOUNT = 0.15

    module_function

    def peak?(time)
      time.saturday? || time.sunday? || time.hour >= PEAK_FROM_HOUR
    end

    def driver_price(kind, category, at:)
      base = BASE_PENCE.fetch(kind).fetch(category)
      peak?(at) ? (base * (1 + PEAK_SURCHARGE)).round : base
    end

    def quote(kind:, category:, drivers:, at:, members: 0)
      raise ArgumentError, "members cannot outnumber drivers" if members > drivers
      raise ArgumentError, "a booking needs a driver" if drivers < 1

      each = driver_price(kind, category, at: at)
      lines = [QuoteLine.new(label: "#{drivers} x #{category} #{kind}#{peak?(at) ? ' (peak)' : ''}",
                             pence: each * drivers)]
      if drivers >= GROUP_MIN_DRIVERS
        lines << QuoteLine.new(label: "group discount", pence: -(each * drivers * GROUP_DISCOUNT).round)
      elsif members.positive?
        lines << QuoteLine.new(label: "member discount x #{members}",
                               pence: -(each * members * MEMBER_DISCOUNT).round)
      end
      Quote.new(lines: lines, total_pence: lines.sum(&:pence))
    end
  end
end
