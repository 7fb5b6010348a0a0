# frozen_string_literal: true

module Croquet
  # A round-robin block of a club tournament.
  class Block
    Standing = Struct.new(:player, :played, :wins, :net, keyword_init: true)

    attr_reader :players, :games

    def initialize(players)
      raise Error, "a block needs at least two players" if players.uniq.size < 2

      @players = players.uniq.freeze
      @games = []
    end

    def record(game)
      raise Error, "the game is not finished" unless game.finished?
      raise Error, "#{game.players.join(' v ')} is not a game of this block" unless (game.players - players).empty?
      raise Error, "#{game.players.join(' v ')} has already been played" if played?(*game.players)

      games << game
      self
    end

    def played?(first, second)
      games.any? { |g| g.players.sort == [first, second].sort }
    end

    # Games still to play, as pairs of players.
    def remaining
      players.combination(2).reject { |a, b| played?(a, b) }
    end

    def complete?
      remaining.empty?
    end

    # Players by wins, then by net points (points for less points against).
    def standings
      players.map { |p| standing(p) }
             .sort_by.with_index { |s, i| [-s.wins, -s.net, i] }
    end

    private

    def standing(player)
      mine = games.select { |g| g.players.include?(player) }
      wins = mine.count { |g| g.winner == player }
      net = mine.sum { |g| g.winner == player ? g.margin : -g.margin }
      Standing.new(player: player, played: mine.size, wins: wins, net: net)
    end
  end
end
