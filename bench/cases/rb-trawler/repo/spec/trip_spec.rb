# frozen_string_literal: true

RSpec.describe Trawler::Trip do
  it "counts days at sea including both ends" do
    expect(trip.days_at_sea).to eq(5)
  end

  it "adds up what was landed" do
    expect(trip.landed_kg).to eq(4360)
    expect(trip.landed_tonnes).to eq(Rational(436, 100))
    expect(trip.kg_by_species).to eq(haddock: 3400, cod: 720, monkfish: 240)
  end

  it "refuses to land before it sails" do
    expect do
      described_class.new(vessel: "x", sailed_on: Date.new(2025, 3, 3), landed_on: Date.new(2025, 3, 2), fuel_litres: 0)
    end.to raise_error(ArgumentError)
  end

  it "takes more landings" do
    t = trip.land(Trawler::Landing.new(species: :cod, grade: "A2", boxes: 2))
    expect(t.landed_kg).to eq(4440)
  end
end

RSpec.describe Trawler::Landing do
  it "weighs boxes" do
    expect(described_class.new(species: "cod", grade: "A1", boxes: 3, kg_per_box: 35).weight_kg).to eq(105)
  end

  it "checks the grade and the count" do
    expect { described_class.new(species: :cod, grade: "Z", boxes: 1) }.to raise_error(ArgumentError)
    expect { described_class.new(species: :cod, grade: "A1", boxes: 0) }.to raise_error(ArgumentError)
  end
end
