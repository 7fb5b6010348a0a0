# frozen_string_literal: true

module Tannery
  # Hides of one species processed together through the beamhouse and the
  # tanning drum. Chemical offers are worked out on one of three weights:
  # the green weight as received, the limed pelt weight (after unhairing and
  # fleshing) or the shaved weight of the tanned stock.
  class Batch
    PELT_YIELD_PERCENT = 82
    SHAVED_YIELD_PERCENT = 36
    BASES = %i[green pelt shaved].freeze

    attr_reader :code, :hides

    def initialize(code, hides)
      raise ArgumentError, "batch #{code} has no hides" if hides.empty?

      species = hides.map(&:species).uniq
      raise ArgumentError, "batch #{code} mixes #{species.join(' and ')}" if species.size > 1

      @code = code
      @hides = hides.freeze
    end

    def species
      hides.first.species
    end

    def size
      hides.size
    end

    def green_weight
      hides.sum(&:green_weight_kg).round(2)
    end

    def pelt_weight
      (green_weight * PELT_YIELD_PERCENT / 100.0).round(2)
    end

    def shaved_weight
      (green_weight * SHAVED_YIELD_PERCENT / 100.0).round(2)
    end

    def weight_for(basis)
      case basis
      when :green then green_weight
      when :pelt then pelt_weight
      when :shaved then shaved_weight
      else raise ArgumentError, "unknown basis #{basis.inspect}"
      end
    end

    def measured?
      hides.all?(&:measured?)
    end

    def area_sqft
      raise ArgumentError, "batch #{code} is not measured yet" unless measured?

      hides.sum(&:area_sqft)
    end

    def measure(areas)
      missing = hides.map(&:tag) - areas.keys
      raise ArgumentError, "no area for #{missing.join(', ')}" unless missing.empty?

      Batch.new(code, hides.map { |h| h.measure(areas.fetch(h.tag)) })
    end
  end
end
