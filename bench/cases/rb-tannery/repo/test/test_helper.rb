# frozen_string_literal: true

require "minitest/autorun"
require "tannery"

module Fixtures
  module_function

  def d(kind, region, size)
    Tannery::Defect.new(kind, region, size)
  end

  # Twelve salted steer hides from one lot, before measuring.
  def steer_hides
    [
      ["S101", 31.4, []],
      ["S102", 29.8, [d(:scratch, :belly, 3)]],
      ["S103", 33.1, [d(:tick, :shoulder, 1), d(:tick, :shoulder, 1)]],
      ["S104", 28.6, [d(:scar, :butt, 4)]],
      ["S105", 30.2, [d(:brand, :belly, 8)]],
      ["S106", 32.7, [d(:hole, :butt, 2), d(:scar, :shoulder, 7)]],
      ["S107", 27.9, []],
      ["S108", 34.5, [d(:vein, :neck, 12)]],
      ["S109", 30.9, [d(:grain_crack, :butt, 9), d(:hole, :butt, 6), d(:scar, :butt, 8)]],
      ["S110", 29.3, [d(:scratch, :shoulder, 2)]],
      ["S111", 31.8, [d(:tick, :belly, 1)]],
      ["S112", 28.2, [d(:scar, :belly, 3), d(:scratch, :butt, 4)]]
    ].map do |tag, kg, defects|
      Tannery::Hide.new(tag: tag, species: :cattle, green_weight_kg: kg, defects: defects)
    end
  end

  # Areas from the measuring machine, square feet.
  STEER_AREAS = {
    "S101" => 48.3, "S102" => 46.1, "S103" => 51.2, "S104" => 44.9,
    "S105" => 47.6, "S106" => 50.4, "S107" => 43.8, "S108" => 52.7,
    "S109" => 47.0, "S110" => 45.5, "S111" => 49.1, "S112" => 44.3
  }.freeze

  def steer_batch
    Tannery::Batch.new("B24-031", steer_hides)
  end

  def measured_steer_batch
    steer_batch.measure(STEER_AREAS)
  end

  def goat_batch
    hides = [["G01", 2.1], ["G02", 1.9], ["G03", 2.4], ["G04", 2.2]].map do |tag, kg|
      Tannery::Hide.new(tag: tag, species: :goat, green_weight_kg: kg, area_sqft: 6.1)
    end
    Tannery::Batch.new("B24-032", hides)
  end

  def upholstery_prices
    Tannery::PriceList.new("upholstery crust", "TR1" => 545, "TR2" => 485, "TR3" => 410, "TR4" => 325)
  end
end
