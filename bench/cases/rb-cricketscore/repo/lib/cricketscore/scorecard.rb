# frozen_string_literal: true

module Cricketscore
  # Plain-text scorecard of an innings.
  class Scorecard
    def initialize(innings)
      @innings = innings
    end

    def batting_lines
      @innings.batter_cards.map do |card|
        status = card.out? ? "out" : "not out"
        format("%-12s %-8s %3d (%d) 4s:%d 6s:%d", card.name, status, card.runs, card.balls, card.fours, card.sixes)
      end
    end

    def bowling_lines
      @innings.bowler_figures.map do |fig|
        format("%-12s %5s %3d %2d  econ %.2f", fig.name, fig.overs, fig.runs, fig.wickets, fig.economy)
      end
    end

    def total_line
      format("Total: %s (%s ov, RR %.2f)", @innings.score, @innings.overs, @innings.run_rate)
    end

    def to_s
      (batting_lines + ["Extras: #{@innings.extras}", total_line] + bowling_lines).join("\n")
    end
  end
end
