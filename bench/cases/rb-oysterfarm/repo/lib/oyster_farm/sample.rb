# frozen_string_literal: true

module OysterFarm
  # A growth sample: a handful of oysters taken from a lot's bags and
  # weighed one by one (whole weight, grams) before they go back.
  class Sample
    MINIMUM_SIZE = 10

    attr_reader :lot, :taken_on, :weights

    def initialize(lot:, taken_on:, weights:)
      raise ArgumentError, "a sample needs at least #{MINIMUM_SIZE} oysters" if weights.size < MINIMUM_SIZE
      raise ArgumentError, "weights must be positive" unless weights.all?(&:positive?)
      raise ArgumentError, "sample taken before lot #{lot.id} was stocked" if taken_on < lot.stocked_on

      @lot = lot
      @taken_on = taken_on
      @weights = weights.dup.freeze
    end

    def size
      weights.size
    end

    def mean_weight
      weights.sum.fdiv(size)
    end

    def median_weight
      sorted = weights.sort
      mid = size / 2
      size.odd? ? sorted[mid].to_f : (sorted[mid - 1] + sorted[mid]) / 2.0
    end

    # Count of sampled oysters in each grade, largest grade first.
    def grade_counts
      counts = Hash.new(0)
      weights.each { |w| counts[Grades.for_weight(w)] += 1 }
      Grades.sort(counts.keys).to_h { |g| [g, counts[g]] }
    end

    # Fraction of the sample in each grade.
    def grade_distribution
      grade_counts.transform_values { |n| n.fdiv(size) }
    end

    def saleable_fraction
      grade_distribution.sum { |grade, share| Grades.saleable?(grade) ? share : 0.0 }
    end

    # Estimated live weight of the whole lot, in kilograms.
    def biomass_kg
      mean_weight * lot.live_count / 1000.0
    end
  end
end
