# frozen_string_literal: true

RSpec.describe Apiary::Varroa do
  def wash(date, mites, ml = 120)
    Apiary::Varroa::Wash.new(date: date, mites: mites, sample_ml: ml)
  end

  it "estimates the bees in a sample from its volume" do
    expect(wash(Date.new(2024, 7, 1), 0).bees).to eq(300)
    expect(wash(Date.new(2024, 7, 1), 0, 60).bees).to eq(150)
  end

  it "works out mites per 100 bees" do
    expect(wash(Date.new(2024, 7, 1), 9).infestation).to eq(3.0)
  end

  it "assesses a wash against the month's threshold" do
    expect(described_class.assess(wash(Date.new(2024, 7, 10), 9))).to eq(:treat)
    expect(described_class.assess(wash(Date.new(2024, 7, 10), 5))).to eq(:monitor)
    expect(described_class.assess(wash(Date.new(2024, 7, 10), 4))).to eq(:ok)
    expect(described_class.assess(wash(Date.new(2024, 4, 10), 3))).to eq(:treat)
  end

  it "does not assess a winter wash" do
    expect(described_class.assess(wash(Date.new(2024, 12, 10), 12))).to eq(:no_wash)
  end

  it "estimates the colony's mites from the natural drop" do
    expect(described_class.daily_drop(42, 7)).to eq(6.0)
    expect(described_class.population_estimate(42, 7, Date.new(2024, 7, 1))).to eq(120)
    expect(described_class.population_estimate(14, 7, Date.new(2024, 1, 15))).to eq(800)
    expect(described_class.drop_assessment(14, 7, Date.new(2024, 1, 15))).to eq(:ok)
    expect(described_class.drop_assessment(40, 7, Date.new(2024, 10, 1))).to eq(:ok)
    expect(described_class.drop_assessment(245, 7, Date.new(2024, 10, 1))).to eq(:treat)
  end

  it "needs a count over at least one day" do
    expect { described_class.daily_drop(10, 0) }.to raise_error(ArgumentError)
  end
end
