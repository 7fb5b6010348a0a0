# frozen_string_literal: true

module Hatchery
  # A group of fish of one species and year class, kept in one tank.
  class Batch
    SPECIES = {
      "rainbow" => "Rainbow trout",
      "brown" => "Brown trout",
      "brook" => "Brook trout"
    }.freeze

    attr_reader :id, :species, :tank, :count, :mean_weight_g

    def initialize(id, species:, tank:, count:, mean_weight_g:)
      raise Error, "batch #{id}: unknown species #{species.inspect}" unless SPECIES.key?(species)
      raise Error, "batch #{id}: count cannot be negative" if count.negative?
      raise Error, "batch #{id}: mean weight must be positive" unless mean_weight_g.positive?

      @id = id
      @species = species
      @tank = tank
      @count = count
      @mean_weight_g = mean_weight_g.to_f
    end

    def species_name
      SPECIES.fetch(species)
    end

    # Total weight of the batch in kilograms.
    def biomass_kg
      count * mean_weight_g / 1000.0
    end

    # Record deaths removed from the tank.
    def remove_morts(number)
      raise Error, "batch #{id}: cannot remove #{number} of #{count}" if number > count

      @count -= number
      self
    end

    # Record a sample weighing: the new mean weight.
    def weighed(mean_weight_g)
      raise Error, "batch #{id}: mean weight must be positive" unless mean_weight_g.positive?

      @mean_weight_g = mean_weight_g.to_f
      self
    end

    def move_to(tank)
      @tank = tank
      self
    end
  end
end
