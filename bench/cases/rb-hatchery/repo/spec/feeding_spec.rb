# frozen_string_literal: true

RSpec.describe Hatchery::Feeding do
  describe ".rate_percent" do
    it "reads the band the temperature falls in" do
      expect(described_class.rate_percent(3.5)).to eq(0.8)
      expect(described_class.rate_percent(8)).to eq(1.4)
      expect(described_class.rate_percent(9.9)).to eq(2.1)
      expect(described_class.rate_percent(17)).to eq(2.2)
    end

    it "stops feeding above the table" do
      expect(described_class.rate_percent(21.5)).to eq(0.0)
    end
  end

  describe ".pellet_mm" do
    it "grows with the fish" do
      expect(described_class.pellet_mm(3.2)).to eq(1.5)
      expect(described_class.pellet_mm(18)).to eq(2.0)
      expect(described_class.pellet_mm(85)).to eq(3.0)
      expect(described_class.pellet_mm(1200)).to eq(6.0)
    end
  end

  describe ".daily_ration_kg" do
    it "feeds a percentage of the biomass" do
      expect(described_class.daily_ration_kg(batch("B1"), 9.8)).to eq(7.5)
      expect(described_class.daily_ration_kg(batch("B2"), 9.9)).to eq(3.4)
      expect(described_class.daily_ration_kg(batch("B3"), 9.9)).to eq(2.02)
    end

    it "feeds nothing in a heatwave" do
      expect(described_class.daily_ration_kg(batch("B1"), 22)).to eq(0.0)
    end
  end

  describe ".meals" do
    it "splits small fish's ration into more feeds" do
      expect(described_class.meals(2.02, 3.2)).to eq([0.253] * 8)
      expect(described_class.meals(3.4, 18)).to eq([0.85] * 4)
      expect(described_class.meals(7.5, 85)).to eq([3.75, 3.75])
    end
  end
end
