# frozen_string_literal: true

module Teetimes
  # World Handicap System arithmetic.
  module Handicap
    STANDARD_SLOPE = 113
    MAX_INDEX = 54.0

    # Handicap allowances by format, as a fraction of the course handicap.
    ALLOWANCES = {
      stroke: 0.95,
      stableford: 0.95,
      par: 0.95,
      fourball_stableford: 0.85,
      matchplay: 1.0
    }.freeze

    module_function

    # Course handicap: the strokes a player gets from the given tees.
    # Plus handicaps are written as negative indexes.
    def course_handicap(index, tee, par)
      check_index!(index)
      (index * tee.slope / STANDARD_SLOPE + (tee.rating - par)).round
    end

    def allowance(format)
      ALLOWANCES.fetch(format) { raise Error, "no allowance for #{format}" }
    end

    # Playing handicap for a format, from the course handicap.
    def playing_handicap(course_handicap, format)
      (course_handicap * allowance(format)).round
    end

    def check_index!(index)
      return if index.is_a?(Numeric) && index >= -10.0 && index <= MAX_INDEX

      raise Error, "handicap index #{index.inspect} is out of range"
    end
  end
end
