# frozen_string_literal: true

require_relative "../lib/trawler"

module TripFixtures
  def prices
    Trawler::PriceList.new(
      haddock: { "A2" => 245, "B" => 180 },
      cod: { "A1" => 410, "A2" => 365 },
      monkfish: { "A1" => 620 }
    )
  end

  def trip
    Trawler::Trip.new(
      vessel: "Kestrel Dawn PD 212",
      sailed_on: Date.new(2025, 3, 3),
      landed_on: Date.new(2025, 3, 7),
      fuel_litres: 4200,
      landings: [
        Trawler::Landing.new(species: :haddock, grade: "A2", boxes: 60),
        Trawler::Landing.new(species: :haddock, grade: "B", boxes: 25),
        Trawler::Landing.new(species: :cod, grade: "A1", boxes: 18),
        Trawler::Landing.new(species: :monkfish, grade: "A1", boxes: 8, kg_per_box: 30)
      ]
    )
  end

  def crew
    Trawler::Crew.new([
      Trawler::Member.new("Callum Reid", :skipper),
      Trawler::Member.new("Iain Buchan", :mate),
      Trawler::Member.new("Tomasz Nowak", :engineer),
      Trawler::Member.new("Rory Strachan", :deckhand),
      Trawler::Member.new("Dan Cowie", :deckhand)
    ])
  end

  def expenses
    Trawler::Expenses.new(fuel_pence_per_litre: 68.5, ice_pence_per_box: 95, food_pence_per_day: 1200)
  end
end

RSpec.configure do |config|
  config.include TripFixtures
  config.disable_monkey_patching!
  config.order = :defined
end
