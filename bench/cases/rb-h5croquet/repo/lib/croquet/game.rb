# frozen_string_literal: true

module Croquet
  # One game between two players, each playing two balls.
  class Game
    attr_reader :players, :handicaps, :scores

    # +handicaps+ maps each player to a handicap for a handicap game; leave it out for level play.
    def initialize(first, second, handicaps: nil)
      raise Error, "a player cannot play themselves" if first == second

      @players = [first, second].freeze
      @handicaps = handicaps&.transform_values { |h| Handicap.valid!(h) }
      @scores = { first => 0, second => 0 }
      @finished_on_time = false
    end

    def handicap?
      !handicaps.nil?
    end

    # Bisques received by each player (0 for the stronger one).
    def bisques
      return players.to_h { |p| [p, 0] } unless handicap?

      given = Handicap.bisques(handicaps.fetch(players[0]), handicaps.fetch(players[1]))
      weaker = players.max_by { |p| handicaps.fetch(p) }
      players.to_h { |p| [p, p == weaker ? given : 0] }
    end

    def score(player, points = 1)
      check_player!(player)
      raise Error, "the game is over" if finished?
      raise Error, "#{player} cannot score #{points} more" if scores[player] + points > Course::FULL_GAME

      scores[player] += points
      self
    end

    # Time called: the game ends with the score as it stands (the leader wins).
    def call_time!
      raise Error, "a level score cannot be ended on time" if scores.values.uniq.size == 1

      @finished_on_time = true
      self
    end

    def finished?
      @finished_on_time || scores.value?(Course::FULL_GAME)
    end

    def winner
      return nil unless finished?

      players.max_by { |p| scores[p] }
    end

    def loser
      return nil unless finished?

      (players - [winner]).first
    end

    # The winning margin, e.g. 17 for 26-9.
    def margin
      return nil unless finished?

      scores[winner] - scores[loser]
    end

    # The result as the club book writes it: "Ann bt Bob +17", "+3T" on time.
    def result
      return nil unless finished?

      "#{winner} bt #{loser} +#{margin}#{'T' if @finished_on_time}"
    end

    private

    def check_player!(player)
      raise Error, "#{player} is not playing" unless players.include?(player)
    end
  end
end
