# frozen_string_literal: true

module Croquet
  # Handicaps run from -5 (the best players) to 24 in steps of a half.
  module Handicap
    LOWEST = -5
    HIGHEST = 24

    module_function

    def valid!(handicap)
      unless handicap.is_a?(Numeric) && handicap.between?(LOWEST, HIGHEST) && (handicap * 2) == (handicap * 2).round
        raise Error, "#{handicap.inspect} is not a handicap"
      end

      handicap
    end

    # The bisques (extra turns) that the higher handicap receives in a handicap game:
    # the difference between the two handicaps.
    def bisques(first, second)
      (valid!(first) - valid!(second)).abs
    end

    # The steps of the handicap ladder between two handicaps (a half is one step).
    def steps_between(from, to)
      ((valid!(to) - valid!(from)) * 2).round
    end

    def step(handicap, steps)
      result = valid!(handicap) + (steps / 2r)
      result = result.clamp(LOWEST, HIGHEST)
      result.denominator == 1 ? result.to_i : result.to_f
    end
  end
end
