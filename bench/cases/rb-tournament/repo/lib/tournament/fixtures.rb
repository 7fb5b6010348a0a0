module Tournament
  # Round-robin schedules by the circle method: every team meets every other
  # once; with an odd number of teams one rests each round.
  module Fixtures
    BYE = nil

    def self.round_robin(teams)
      raise ArgumentError, "need at least two teams" if teams.size < 2
      raise ArgumentError, "duplicate team names" if teams.uniq.size != teams.size

      circle = teams.dup
      circle << BYE if circle.size.odd?
      rounds = circle.size - 1
      half = circle.size / 2

      (0...rounds).map do |round|
        pairs = (0...half).map do |i|
          home, away = circle[i], circle[-1 - i]
          round.odd? && i.zero? ? [away, home] : [home, away]
        end
        circle = [circle[0], circle[-1], *circle[1...-1]]
        pairs.reject { |pair| pair.include?(BYE) }
      end
    end

    # Both legs: the second half of the season repeats the first with home
    # and away swapped.
    def self.double_round_robin(teams)
      first = round_robin(teams)
      first + first.map { |round| round.map(&:reverse) }
    end
  end
end
