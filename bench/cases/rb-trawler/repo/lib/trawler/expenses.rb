# frozen_string_literal: true

module Trawler
  # The running costs of a trip that come off the gross before the split.
  class Expenses
    attr_reader :fuel_pence_per_litre, :ice_pence_per_box, :food_pence_per_day

    def initialize(fuel_pence_per_litre:, ice_pence_per_box:, food_pence_per_day:)
      @fuel_pence_per_litre = fuel_pence_per_litre
      @ice_pence_per_box = ice_pence_per_box
      @food_pence_per_day = food_pence_per_day
    end

    def fuel(trip)
      Money.pence(trip.fuel_litres * fuel_pence_per_litre)
    end

    def ice(trip)
      Money.pence(trip.landings.sum(&:boxes) * ice_pence_per_box)
    end

    def food(trip, crew_size)
      Money.pence(trip.days_at_sea * crew_size * food_pence_per_day)
    end

    def items(trip, crew_size)
      {
        "Fuel" => fuel(trip),
        "Ice" => ice(trip),
        "Food" => food(trip, crew_size)
      }
    end

    def total(trip, crew_size)
      items(trip, crew_size).values.sum
    end
  end
end
