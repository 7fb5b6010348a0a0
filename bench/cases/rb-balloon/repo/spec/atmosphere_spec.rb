# frozen_string_literal: true

RSpec.describe Balloon::Atmosphere do
  describe ".pressure" do
    it "is the standard pressure at sea level" do
      expect(described_class.pressure(0)).to eq(101_325.0)
    end

    it "falls to about 898.7 hPa at 1000 m" do
      expect(described_class.pressure(1000)).to be_within(5).of(89_874.6)
    end

    it "refuses altitudes above the troposphere" do
      expect { described_class.pressure(12_000) }.to raise_error(ArgumentError, /troposphere/)
    end
  end

  describe ".density" do
    it "is 1.225 kg/m3 for the standard sea-level air" do
      expect(described_class.density(101_325.0, 15)).to be_within(0.0005).of(1.225)
    end
  end

  describe ".air_at" do
    it "cools by the lapse rate above the site" do
      air = described_class.air_at(1150, 15, 150)
      expect(air.temperature_c).to be_within(0.001).of(8.5)
      expect(air.temperature_k).to be_within(0.001).of(281.65)
    end

    it "is the ground temperature at the site" do
      expect(described_class.air_at(150, 22, 150).temperature_c).to eq(22)
    end
  end
end
