# frozen_string_literal: true

module Choirtour
  # The hotel's block booking, split by the nights each singer stays.
  class Lodging
    attr_reader :block_cents

    def initialize(block_cents:)
      @block_cents = block_cents
    end

    def share_cents(member, members)
      nights = members.sum(&:nights)
      return 0 if nights.zero? || member.nights.zero?

      Money.round_half_up(Rational(block_cents * member.nights, nights))
    end
  end
end
