# frozen_string_literal: true

RSpec.describe Balloon::Load do
  it "adds up the items" do
    load = described_class.new.add("Basket", 105).add("Burner", 32)
    expect(load.total_kg).to eq(137.0)
  end

  it "weighs a cylinder with its propane" do
    load = described_class.new.cylinder("Cylinder 1", tare_kg: 18, propane_kg: 38)
    expect(load.items.first.to_a).to eq(["Cylinder 1 (38 kg propane)", 56.0])
  end

  it "refuses a weightless item" do
    expect { described_class.new.add("Map", 0) }.to raise_error(ArgumentError)
  end
end
