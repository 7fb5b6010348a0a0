# frozen_string_literal: true

module Choirtour
  # The coach hire, split evenly among the singers who ride.
  class Coach
    attr_reader :price_cents, :seats

    def initialize(price_cents:, seats:)
      @price_cents = price_cents
      @seats = seats
    end

    def riders(members)
      members.select(&:coach?)
    end

    def share_cents(member, members)
      riding = riders(members)
      raise ArgumentError, "#{riding.size} riders, #{seats} seats" if riding.size > seats
      return 0 unless member.coach?

      Money.round_half_up(Rational(price_cents * 1, riding.size))
    end
  end
end
