# frozen_string_literal: true

require "minitest/autorun"
require "tugboat"

module Fixtures
  DAY = [2024, 5, 14].freeze # a Tuesday

  def at(hour, minute = 0, day: DAY)
    Time.utc(*day, hour, minute)
  end

  def nordic_star
    Tugboat::Vessel.new(name: "Nordic Star", imo: 9_412_337, gross_tonnage: 41_200,
                        length_m: 228, draught_m: 11.5)
  end

  def baltic_wren
    Tugboat::Vessel.new(name: "Baltic Wren", imo: 9_180_554, gross_tonnage: 4_850,
                        length_m: 99, draught_m: 6.1)
  end

  def fleet
    [
      Tugboat::Tug.new(name: "Kestrel", bollard_pull: 65),
      Tugboat::Tug.new(name: "Merlin", bollard_pull: 50),
      Tugboat::Tug.new(name: "Osprey", bollard_pull: 42),
      Tugboat::Tug.new(name: "Tern", bollard_pull: 24)
    ]
  end

  # Low water 03:00 0.6 m, high water 09:10 4.2 m, low 15:20 0.8 m, high 21:30 4.0 m.
  def tides
    Tugboat::TideTable.new(
      charted_depth: 9.0,
      predictions: {
        at(3) => 0.6, at(9, 10) => 4.2, at(15, 20) => 0.8, at(21, 30) => 4.0
      }
    )
  end
end
