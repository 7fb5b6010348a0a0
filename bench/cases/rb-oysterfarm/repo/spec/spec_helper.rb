# frozen_string_literal: true

$LOAD_PATH.unshift(File.expand_path("../lib", __dir__))
require "oyster_farm"

module FarmFixtures
  def lot(**overrides)
    OysterFarm::Lot.new(**{ id: "L23-04", site: "Pennington Spit", stocked_on: Date.new(2023, 4, 18),
                            stocked_count: 12_000, bags: 40 }.merge(overrides))
  end

  # Twenty oysters from a lot at about eighteen months.
  def weights
    [72, 88, 95, 64, 101, 118, 83, 90, 77, 69, 112, 97, 58, 86, 93, 104, 80, 67, 125, 91]
  end
end

RSpec.configure do |config|
  config.include FarmFixtures
  config.disable_monkey_patching!
  config.order = :defined
end
