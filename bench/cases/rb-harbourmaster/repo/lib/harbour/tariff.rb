module Harbour
  # Harbour dues: a nightly rate per metre of length, higher in the high
  # season, with a surcharge for multihulls, a minimum charge per night and
  # the seventh night free on a stay of a week or more. Amounts are in pence.
  class Tariff
    HIGH_SEASON = (6..8).freeze
    RATES = { high: 330, low: 240 }.freeze
    MULTIHULL_PERCENT = 50
    MINIMUM_NIGHT = 2_000

    def season(date)
      HIGH_SEASON.cover?(date.month) ? :high : :low
    end

    def rate(date)
      RATES.fetch(season(date))
    end

    # Dues for one night starting on date.
    def night(vessel, date)
      pence = (vessel.loa * rate(date)).round
      pence += pence * MULTIHULL_PERCENT / 100 if vessel.multihull?
      [pence, MINIMUM_NIGHT].max
    end

    # Dues for a stay, arriving on arrive and leaving on depart, as
    # [date, pence] pairs; every seventh night is free.
    def stay(vessel, arrive, depart)
      raise Error, "departure must be after arrival" unless depart > arrive

      (arrive...depart).each_with_index.map do |date, i|
        [date, ((i + 1) % 7).zero? ? 0 : night(vessel, date)]
      end
    end

    def total(vessel, arrive, depart)
      stay(vessel, arrive, depart).sum { |_, p| p }
    end
  end
end
