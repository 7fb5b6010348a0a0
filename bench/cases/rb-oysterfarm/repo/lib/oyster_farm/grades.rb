# frozen_string_literal: true

module OysterFarm
  # Market grades for cupped oysters by whole weight, as the French calibres
  # are used on the wholesale market: No. 0 is the largest, No. 5 the
  # smallest that can be sold. Anything lighter goes back into the bags.
  module Grades
    # grade => minimum whole weight in grams (inclusive)
    MINIMUM_GRAMS = {
      "0" => 151,
      "1" => 111,
      "2" => 86,
      "3" => 66,
      "4" => 46,
      "5" => 30
    }.freeze

    UNDERSIZE = "undersize"

    ORDER = MINIMUM_GRAMS.keys.freeze

    module_function

    # The grade of one oyster weighing +grams+.
    def for_weight(grams)
      raise ArgumentError, "weight must be positive, got #{grams}" unless grams.positive?

      MINIMUM_GRAMS.each do |grade, minimum|
        return grade if grams >= minimum
      end
      UNDERSIZE
    end

    # The weight range of a grade, as a Range of grams. The largest grade has
    # no upper bound.
    def range(grade)
      index = ORDER.index(grade) or raise ArgumentError, "unknown grade #{grade.inspect}"
      minimum = MINIMUM_GRAMS[grade]
      return (minimum..) if index.zero?

      upper = MINIMUM_GRAMS[ORDER[index - 1]]
      (minimum...upper)
    end

    def saleable?(grade)
      MINIMUM_GRAMS.key?(grade)
    end

    # Larger grades first; undersize last.
    def sort(grades)
      grades.sort_by { |g| ORDER.index(g) || ORDER.size }
    end

    def label(grade)
      saleable?(grade) ? "No. #{grade}" : "Undersize"
    end
  end
end
