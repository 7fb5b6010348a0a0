# frozen_string_literal: true

RSpec.describe Hatchery::Tank do
  it "works out a raceway's volume" do
    expect(raceway_one.volume).to eq(16.0)
    expect(raceway_one.volume_litres).to eq(16_000.0)
  end

  it "works out a round tank's volume" do
    expect(fry_tank.volume).to be_within(0.001).of(7.069)
  end

  it "gives the water exchange rate" do
    expect(raceway_one.exchanges_per_hour).to eq(3.0)
    expect(fry_tank.exchanges_per_hour).to be_within(0.01).of(2.12)
  end

  it "describes itself" do
    expect(raceway_two.to_s).to eq("R2 (16.0 m³, 600 L/min)")
  end

  it "rejects impossible tanks" do
    expect { described_class.new("X", volume: 0, flow_lpm: 10) }.to raise_error(Hatchery::Error, /volume/)
    expect { described_class.new("X", volume: 2, flow_lpm: -1) }.to raise_error(Hatchery::Error, /flow/)
  end
end
