# frozen_string_literal: true

module Croquet
  # A player's handicap index under the automatic handicap system: a win adds
  # points and a loss takes them away, more for beating (or losing to) a
  # stronger player; every 50 points crossed moves the handicap one step down
  # (better) or up.
  class IndexCard
    STEP = 50
    BASE = 10

    attr_reader :handicap, :index, :history

    def initialize(handicap, index: 0)
      @handicap = Handicap.valid!(handicap)
      @index = index
      @history = []
    end

    # Points for a game against a player of +opponent_handicap+; a handicap
    # game counts as if both players were level.
    def points_for(opponent_handicap, won:, handicap_game: false)
      difference = handicap_game ? 0 : (handicap - Handicap.valid!(opponent_handicap))
      change = (BASE + difference).clamp(1, 2 * BASE - 1)
      won ? change.round : -(2 * BASE - change).round
    end

    def record(opponent_handicap, won:, handicap_game: false)
      change = points_for(opponent_handicap, won: won, handicap_game: handicap_game)
      @index += change
      steps = -@index.fdiv(STEP).truncate
      unless steps.zero?
        @handicap = Handicap.step(handicap, steps)
        @index -= -steps * STEP
      end
      history << [opponent_handicap, won, change, handicap]
      self
    end
  end
end
