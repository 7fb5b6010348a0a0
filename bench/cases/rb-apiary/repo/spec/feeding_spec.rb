# frozen_string_literal: true

RSpec.describe Apiary::Feeding do
  it "makes thin syrup with equal weights of sugar and water" do
    syrup = described_class.syrup_from_sugar(2, :thin)
    expect(syrup.water_l).to eq(2.0)
    expect(syrup.volume_l).to eq(3.26)
  end

  it "makes thick syrup with half the water" do
    syrup = described_class.syrup_from_sugar(5, :thick)
    expect(syrup.water_l).to eq(2.5)
    expect(syrup.to_s).to eq("5.00 kg sugar in 2.50 l water (5.65 l syrup)")
  end

  it "works out sugar for a volume of syrup" do
    syrup = described_class.syrup_for_volume(10, :thick)
    expect(syrup.sugar_kg).to eq(8.85)
    expect(syrup.volume_l).to be_within(0.05).of(10)
  end

  it "picks the syrup for the month" do
    expect(described_class.syrup_for_month(4)).to eq(:thin)
    expect(described_class.syrup_for_month(9)).to eq(:thick)
    expect(described_class.syrup_for_month(7)).to be_nil
    expect(described_class.syrup_for_month(1)).to be_nil
  end

  it "refuses an unknown syrup" do
    expect { described_class.ratio(:medium) }.to raise_error(ArgumentError, /unknown syrup/)
  end
end
