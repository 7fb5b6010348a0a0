# frozen_string_literal: true

require "date"

module Trawler
  # A trip from sailing to landing, with what was landed and fuel burned.
  class Trip
    attr_reader :vessel, :sailed_on, :landed_on, :landings, :fuel_litres

    def initialize(vessel:, sailed_on:, landed_on:, fuel_litres:, landings: [])
      raise ArgumentError, "landed before sailing" if landed_on < sailed_on

      @vessel = vessel
      @sailed_on = sailed_on
      @landed_on = landed_on
      @fuel_litres = fuel_litres
      @landings = landings.dup
    end

    def land(landing)
      @landings << landing
      self
    end

    def days_at_sea
      (landed_on - sailed_on).to_i + 1
    end

    def landed_kg
      landings.sum(&:weight_kg)
    end

    def landed_tonnes
      Rational(landed_kg, 1000)
    end

    def kg_by_species
      landings.each_with_object(Hash.new(0)) do |landing, totals|
        totals[landing.species] += landing.weight_kg
      end
    end
  end
end
