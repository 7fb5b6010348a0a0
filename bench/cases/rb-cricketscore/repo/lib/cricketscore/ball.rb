# frozen_string_literal: true

module Cricketscore
  # One delivery as the scorer records it.
  #
  # +runs+ are the runs completed (or the boundary) off this delivery; for a wide
  # or a no-ball the one-run penalty is not included in +runs+.
  class Ball
    EXTRAS = %i[wide no_ball bye leg_bye].freeze

    attr_reader :batter, :bowler, :runs, :extra

    def initialize(batter:, bowler:, runs: 0, extra: nil, wicket: false, boundary: false)
      raise ArgumentError, "unknown extra #{extra.inspect}" unless extra.nil? || EXTRAS.include?(extra)
      raise ArgumentError, "runs must not be negative" if runs.negative?

      @batter = batter
      @bowler = bowler
      @runs = runs
      @extra = extra
      @wicket = wicket
      @boundary = boundary
    end

    def wicket?
      @wicket
    end

    def boundary?
      @boundary
    end

    # Wides and no-balls must be bowled again and do not count toward the over.
    def legal?
      extra != :wide && extra != :no_ball
    end

    def penalty
      extra == :wide || extra == :no_ball ? 1 : 0
    end

    def total_runs
      runs + penalty
    end

    # Runs credited to the batter: off the bat, including off a no-ball.
    def bat_runs
      extra.nil? || extra == :no_ball ? runs : 0
    end

    def extra_runs
      total_runs - bat_runs
    end

    # Byes and leg byes are not charged to the bowler.
    def bowler_runs
      extra == :bye || extra == :leg_bye ? 0 : total_runs
    end

    # A wide is not a ball faced by the batter.
    def faced?
      extra != :wide
    end
  end
end
