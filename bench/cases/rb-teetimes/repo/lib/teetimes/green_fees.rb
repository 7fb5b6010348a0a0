# frozen_string_literal: true

module Teetimes
  # What each player pays to go out at a tee time.
  class GreenFees
    DEFAULT_RATES = {
      visitor: { weekday: 45.0, weekend: 60.0 },
      guest: { weekday: 30.0, weekend: 40.0 }
    }.freeze

    TWILIGHT_FROM = "15:00"
    TWILIGHT_DISCOUNT = 0.4
    BUGGY = 30.0

    def initialize(rates: DEFAULT_RATES, twilight_from: TWILIGHT_FROM)
      @rates = rates
      @twilight_from = TeeSheet.minutes(twilight_from)
    end

    def fee(player, weekend:, time:)
      return 0.0 if player.member? && !(weekend && player.membership == :five_day)

      kind = player.membership == :visitor ? :visitor : :guest
      rate = @rates.fetch(kind).fetch(weekend ? :weekend : :weekday)
      rate *= 1 - TWILIGHT_DISCOUNT if TeeSheet.minutes(time) >= @twilight_from
      rate.round(2)
    end

    # Fees for everyone at the time, and a buggy for every two who want one.
    def for_slot(sheet, time, buggies_for: [])
      s = sheet.slot(time)
      each = s.players.to_h do |p|
        [p.name, fee(p, weekend: sheet.weekend?, time: s.time)]
      end
      buggies = (buggies_for.size + 1) / 2
      { players: each, buggies: buggies * BUGGY, total: (each.values.sum + buggies * BUGGY).round(2) }
    end
  end
end
