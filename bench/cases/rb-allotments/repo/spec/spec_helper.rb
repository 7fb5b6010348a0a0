# frozen_string_literal: true

$LOAD_PATH.unshift File.expand_path("../lib", __dir__)
require "allotments"

module Fixtures
  DISTRICTS = %w[OX4 OX3].freeze

  def society_with_plots
    society = Allotments::Society.new("Cowley Road Allotments", districts: DISTRICTS)
    society.add_plot(Allotments::Plot.new("1", site: "Meadow Lane", area: 250, tap_distance: 10))
    society.add_plot(Allotments::Plot.new("2", site: "Meadow Lane", area: 125, tap_distance: 30))
    society.add_plot(Allotments::Plot.new("3", site: "Meadow Lane", area: 60, tap_distance: 80))
    society.add_plot(Allotments::Plot.from_rods("10", site: "Rose Hill", rods: 10, tap_distance: 20))
    society
  end

  def resident(name = "Ada Price", concession: :none)
    Allotments::Tenant.new(name, postcode: "ox4 1aa", concession: concession, joined: Date.new(2015, 3, 1))
  end

  def visitor(name = "Tom Hale")
    Allotments::Tenant.new(name, postcode: "OX2 6BB")
  end
end

RSpec.configure do |config|
  config.include Fixtures
  config.disable_monkey_patching!
  config.order = :defined
end
