# frozen_string_literal: true

require "date"

module Campsite
  # One booking: where, from when, for how long, and who.
  class Stay
    attr_reader :pitch, :arrive, :nights, :adults, :children

    def initialize(pitch:, arrive:, nights:, adults:, children: 0)
      @pitch = pitch.is_a?(Symbol) ? Campsite.pitch(pitch) : pitch
      @arrive = arrive.is_a?(String) ? Date.iso8601(arrive) : arrive
      @nights = nights
      @adults = adults
      @children = children
      validate!
    end

    # The date of each night of the stay, the arrival first.
    def dates
      (0...nights).map { |offset| arrive + offset }
    end

    def departure
      arrive + nights
    end

    def min_nights
      Season.low?(arrive) ? 1 : 3
    end

    private

    def validate!
      raise ArgumentError, "a stay needs an adult" if adults < 1
      return if nights >= min_nights

      raise ArgumentError, "a stay arriving on #{arrive} is at least #{min_nights} nights"
    end
  end
end
