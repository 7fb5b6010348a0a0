# frozen_string_literal: true

module Trawler
  class NoQuota < StandardError; end

  # The vessel's yearly quota in tonnes per species, and how much is used.
  class Quota
    def initialize(allocations)
      @allocations = allocations.transform_keys(&:to_sym).transform_values { |t| Rational(t) }
      @landed_kg = Hash.new(0)
    end

    def allocation(species)
      @allocations.fetch(species.to_sym) { raise NoQuota, "no quota for #{species}" }
    end

    def record(trip)
      trip.kg_by_species.each do |species, kg|
        allocation(species)
        @landed_kg[species] += kg
      end
      self
    end

    def used_tonnes(species)
      Rational(@landed_kg[species.to_sym], 1000)
    end

    def remaining_tonnes(species)
      allocation(species) - used_tonnes(species)
    end

    def over?(species)
      remaining_tonnes(species).negative?
    end

    def percent_used(species)
      (used_tonnes(species) * 100 / allocation(species)).round(1).to_f
    end
  end
end
