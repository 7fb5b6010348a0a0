module Hallhire
  # Hourly rates in pence by room, with a supplement for evenings and weekends.
  class Tariff
    RATES = {
      'main hall' => 2400,
      'committee room' => 1200,
      'kitchen' => 900
    }.freeze
    EVENING_OR_WEEKEND = 1.25

    def rate_for(booking)
      base = RATES.fetch(booking.room) { raise ArgumentError, "no such room: #{booking.room}" }
      booking.weekend? || booking.slot.evening? ? (base * EVENING_OR_WEEKEND).round : base
    end

    # The charge for a booking in pence, by the minute.
    def charge(booking)
      (rate_for(booking) * booking.slot.minutes / 60.0).round
    end
  end
end
