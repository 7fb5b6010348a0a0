# frozen_string_literal: true

module Cricketscore
  # A bowler's figures: overs, runs conceded, wickets, economy.
  class BowlerFigures
    attr_reader :name, :balls, :runs, :wickets

    def initialize(name)
      @name = name
      @balls = 0
      @runs = 0
      @wickets = 0
    end

    def record(ball)
      @balls += 1 if ball.legal?
      @runs += ball.bowler_runs
      @wickets += 1 if ball.wicket?
    end

    def overs
      OverCount.format(balls)
    end

    def economy
      return 0.0 if balls.zero?

      (runs / OverCount.decimal(balls)).round(2)
    end

    def to_s
      "#{name} #{overs}-#{runs}-#{wickets}"
    end
  end
end
