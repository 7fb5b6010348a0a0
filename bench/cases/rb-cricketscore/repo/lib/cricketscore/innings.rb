# frozen_string_literal: true

module Cricketscore
  # The running state of one innings, fed one Ball at a time.
  class Innings
    attr_reader :balls, :legal_balls, :total, :wickets, :extras

    def initialize(batting:, max_overs: 20)
      @batting = batting
      @max_balls = max_overs * OverCount::BALLS_PER_OVER
      @balls = []
      @legal_balls = 0
      @total = 0
      @wickets = 0
      @extras = 0
      @batters = {}
      @bowlers = {}
    end

    def add(ball)
      raise ArgumentError, "innings is complete" if complete?

      @balls << ball
      @legal_balls += 1 if ball.legal?
      @total += ball.total_runs
      @extras += ball.extra_runs
      @wickets += 1 if ball.wicket?
      batter(ball.batter).record(ball)
      bowler(ball.bowler).record(ball)
      self
    end

    def complete?
      wickets >= 10 || legal_balls >= @max_balls
    end

    def overs
      OverCount.format(legal_balls)
    end

    def run_rate
      return 0.0 if legal_balls.zero?

      (total / OverCount.decimal(legal_balls)).round(2)
    end

    def batter_cards
      @batters.values
    end

    def bowler_figures
      @bowlers.values
    end

    def score
      "#{total}/#{wickets}"
    end

    private

    def batter(name)
      @batters[name] ||= BatterCard.new(name)
    end

    def bowler(name)
      @bowlers[name] ||= BowlerFigures.new(name)
    end
  end
end
