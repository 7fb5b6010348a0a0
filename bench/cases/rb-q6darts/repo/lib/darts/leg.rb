# frozen_string_literal: true

module Darts
  # A leg for one player: down from 501 to exactly zero, finishing on a double. A visit that would leave
  # less than zero, exactly one, or zero without a double is bust: it scores nothing and the player
  # stays where they were.
  class Leg
    Entry = Struct.new(:visit, :scored, :remaining, :bust)

    attr_reader :start, :entries

    def initialize(start: 501)
      @start = start
      @entries = []
    end

    def remaining
      entries.empty? ? start : entries.last.remaining
    end

    def finished?
      remaining.zero?
    end

    def throw(calls)
      raise Error, "the leg is over" if finished?

      visit = calls.is_a?(Visit) ? calls : Visit.parse(calls)
      scored = visit.score
      after = remaining - scored
      if bust?(after, visit.darts.last)
        entries << Entry.new(visit, 0, remaining, true)
      else
        entries << Entry.new(visit, scored, after, false)
      end
      self
    end

    # Darts thrown in the leg; a bust visit counts all its darts.
    def darts_thrown
      entries.sum { |e| e.visit.size }
    end

    def scored
      start - remaining
    end

    def checkout
      finished? ? entries.last.scored : nil
    end

    private

    def bust?(after, last_dart)
      after.negative? || after == 1 || (after.zero? && !last_dart.double?)
    end
  end
end
