# frozen_string_literal: true

RSpec.describe OysterFarm::Growth do
  let(:stock) { lot }
  let(:august) { OysterFarm::Sample.new(lot: stock, taken_on: Date.new(2024, 8, 1), weights: [60, 64, 58, 70, 66, 62, 61, 59, 65, 55]) }
  let(:october) { OysterFarm::Sample.new(lot: stock, taken_on: Date.new(2024, 10, 10), weights: [75, 80, 71, 84, 79, 77, 73, 70, 82, 69]) }
  subject(:growth) { described_class.new(august, october) }

  it "measures the days between samples" do
    expect(growth.days).to eq(70)
  end

  it "gives the mean daily gain per oyster" do
    expect(growth.daily_gain).to be_within(1e-9).of(0.2)
  end

  it "gives the specific growth rate" do
    expect(growth.specific_rate).to be_within(0.001).of(0.2909)
  end

  it "projects when the mean oyster reaches a weight" do
    expect(growth.projected_date(86)).to eq(Date.new(2024, 11, 29))
    expect(growth.projected_date(70)).to eq(Date.new(2024, 10, 10))
  end

  it "projects when the mean oyster reaches a grade" do
    expect(growth.projected_date_for_grade("2")).to eq(Date.new(2024, 11, 29))
  end

  it "gives no date when the lot has lost weight" do
    expect(described_class.new(october, OysterFarm::Sample.new(lot: stock, taken_on: Date.new(2024, 12, 1), weights: [70] * 10))
      .projected_date(90)).to be_nil
  end

  it "needs the samples in date order and from one lot" do
    expect { described_class.new(october, august) }.to raise_error(ArgumentError, /date order/)
    other = OysterFarm::Sample.new(lot: lot(id: "L23-05"), taken_on: Date.new(2024, 10, 10), weights: weights)
    expect { described_class.new(august, other) }.to raise_error(ArgumentError, /different lots/)
  end
end
