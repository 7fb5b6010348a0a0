# frozen_string_literal: true

RSpec.describe OysterFarm::Sample do
  let(:stock) { lot }
  subject(:sample) { described_class.new(lot: stock, taken_on: Date.new(2024, 10, 20), weights: weights) }

  it "averages the weights" do
    expect(sample.size).to eq(20)
    expect(sample.mean_weight).to eq(88.5)
    expect(sample.median_weight).to eq(89.0)
  end

  it "counts the sample by grade, largest first" do
    expect(sample.grade_counts).to eq("1" => 3, "2" => 9, "3" => 6, "4" => 2)
  end

  it "gives each grade's share" do
    expect(sample.grade_distribution["2"]).to eq(0.45)
    expect(sample.saleable_fraction).to eq(1.0)
  end

  it "estimates the lot's live weight" do
    stock.record_loss(2_000, on: Date.new(2024, 1, 10))
    expect(sample.biomass_kg).to eq(885.0)
  end

  it "needs ten oysters at least" do
    expect { described_class.new(lot: stock, taken_on: Date.new(2024, 10, 20), weights: [80] * 9) }
      .to raise_error(ArgumentError, /at least 10/)
  end

  it "cannot be taken before the lot was stocked" do
    expect { described_class.new(lot: stock, taken_on: Date.new(2023, 1, 1), weights: weights) }
      .to raise_error(ArgumentError, /before lot L23-04/)
  end
end
