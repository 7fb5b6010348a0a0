# frozen_string_literal: true

module Hatchery
  # Feed rations from the feed supplier's table: percent of body weight per
  # day by water temperature, and pellet size by fish weight.
  module Feeding
    # [upper bound of the temperature band in °C, % body weight per day]
    RATES = [
      [4, 0.8],
      [8, 1.4],
      [12, 2.1],
      [16, 2.6],
      [20, 2.2]
    ].freeze

    # [upper bound of fish weight in g, pellet size in mm]
    PELLETS = [
      [2, 0.8],
      [10, 1.5],
      [40, 2.0],
      [150, 3.0],
      [600, 4.5]
    ].freeze
    LARGEST_PELLET = 6.0

    module_function

    # Percent of body weight to feed per day at temp_c. Above the table's top
    # band the fish are stressed and are not fed.
    def rate_percent(temp_c)
      RATES.each do |upper, rate|
        return rate if temp_c <= upper
      end
      0.0
    end

    def pellet_mm(weight_g)
      PELLETS.each do |upper, size|
        return size if weight_g <= upper
      end
      LARGEST_PELLET
    end

    # Kilograms of feed per day for a batch.
    def daily_ration_kg(batch, temp_c)
      (batch.biomass_kg * rate_percent(temp_c) / 100.0).round(2)
    end

    # Split a daily ration across feeds, small fish getting more, smaller
    # meals. Returns the kilograms for each feed.
    def meals(ration_kg, weight_g)
      feeds = if weight_g < 5 then 8
              elsif weight_g < 50 then 4
              else 2
              end
      Array.new(feeds, (ration_kg / feeds).round(3))
    end
  end
end
