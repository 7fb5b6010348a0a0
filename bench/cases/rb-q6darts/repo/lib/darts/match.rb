# frozen_string_literal: true

module Darts
  # A match between two players, best of a number of legs; the player who threw second in one leg
  # throws first in the next. Keeps each player's legs for the averages.
  class Match
    attr_reader :players, :best_of, :legs_won, :legs

    def initialize(first, second, best_of: 5)
      raise Error, "a match is best of an odd number of legs" unless best_of.odd?

      @players = [first, second].freeze
      @best_of = best_of
      @legs_won = { first => 0, second => 0 }
      @legs = { first => [], second => [] }
    end

    def to_win
      best_of / 2 + 1
    end

    def over?
      legs_won.values.max >= to_win
    end

    def winner
      over? ? legs_won.max_by { |_, won| won }.first : nil
    end

    def throws_first
      players[legs_played.even? ? 0 : 1]
    end

    def legs_played
      legs_won.values.sum
    end

    # Record a leg: each player's Leg, one of them finished.
    def record(leg_by_player)
      raise Error, "the match is over" if over?

      finishers = leg_by_player.select { |_, leg| leg.finished? }.keys
      raise Error, "a leg has one winner, not #{finishers.size}" unless finishers.size == 1

      leg_by_player.each { |player, leg| legs.fetch(player) << leg }
      legs_won[finishers.first] += 1
      self
    end

    # Points per three darts over every leg the player threw in.
    def three_dart_average(player)
      darts = legs.fetch(player).sum(&:darts_thrown)
      return 0.0 if darts.zero?

      (legs.fetch(player).sum(&:scored) * 3.0 / darts).round(2)
    end

    def ton_eighties(player)
      legs.fetch(player).sum { |leg| leg.entries.count { |e| e.visit.ton_eighty? } }
    end

    def highest_checkout(player)
      legs.fetch(player).filter_map(&:checkout).max
    end
  end
end
