# frozen_string_literal: true

RSpec.describe Hatchery::Batch do
  it "knows its biomass in kilograms" do
    expect(batch("B1").biomass_kg).to eq(357.0)
    expect(batch("B3").biomass_kg).to eq(96.0)
  end

  it "names its species" do
    expect(batch("B2").species_name).to eq("Brown trout")
  end

  it "removes morts" do
    b = batch("B2").remove_morts(12)
    expect(b.count).to eq(8988)
    expect { b.remove_morts(9000) }.to raise_error(Hatchery::Error, /cannot remove 9000 of 8988/)
  end

  it "takes a new sample weight" do
    expect(batch("B1").weighed(91.5).mean_weight_g).to eq(91.5)
    expect { batch("B1").weighed(0) }.to raise_error(Hatchery::Error)
  end

  it "moves between tanks" do
    expect(batch("B3").move_to(raceway_two).tank).to be(raceway_two)
  end

  it "rejects an unknown species" do
    expect do
      described_class.new("B9", species: "salmon", tank: fry_tank, count: 10, mean_weight_g: 1)
    end.to raise_error(Hatchery::Error, /unknown species "salmon"/)
  end
end
