# frozen_string_literal: true

module Cricketscore
  # A batter's line on the card: runs (balls) with fours and sixes.
  class BatterCard
    attr_reader :name, :runs, :balls, :fours, :sixes

    def initialize(name)
      @name = name
      @runs = 0
      @balls = 0
      @fours = 0
      @sixes = 0
      @out = false
    end

    def record(ball)
      @runs += ball.bat_runs
      @balls += 1 if ball.faced?
      if ball.boundary? && ball.bat_runs == 4
        @fours += 1
      elsif ball.boundary? && ball.bat_runs == 6
        @sixes += 1
      end
      @out = true if ball.wicket?
    end

    def out?
      @out
    end

    def strike_rate
      return 0.0 if balls.zero?

      (runs * 100.0 / balls).round(2)
    end
  end
end
