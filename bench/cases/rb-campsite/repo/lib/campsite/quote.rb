# frozen_string_literal: true

module Campsite
  # The price of a stay, night by night, and the lines of the quote sent to the guest.
  class Quote
    ADULT_CENTS = 600
    CHILD_CENTS = 250

    attr_reader :stay

    def initialize(stay)
      @stay = stay
    end

    def pitch_cents
      stay.dates.sum { |date| pitch_rate(date) }
    end

    def people_cents
      stay.nights * (stay.adults * ADULT_CENTS + stay.children * CHILD_CENTS)
    end

    def total_cents
      pitch_cents + people_cents
    end

    def lines
      [
        "#{stay.pitch.label}, #{stay.nights} nights from #{stay.arrive.iso8601}",
        "Pitch: #{Money.format(pitch_cents)}",
        "People: #{Money.format(people_cents)}",
        "Total: #{Money.format(total_cents)}"
      ]
    end

    private

    def pitch_rate(date)
      if Season.low?(date)
        stay.pitch.low_cents
      else
        stay.pitch.high_cents
      end
    end
  end
end
