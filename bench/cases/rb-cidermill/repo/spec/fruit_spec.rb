RSpec.describe Cidermill::Fruit do
  describe ".juice_litres" do
    it "uses the kind's juice ratio" do
      expect(described_class.juice_litres(:sharp, 100)).to eq(68.0)
      expect(described_class.juice_litres(:bittersweet, 240)).to eq(148.8)
    end

    it "refuses a kind it does not know" do
      expect { described_class.juice_litres(:crab, 10) }.to raise_error(ArgumentError, /crab/)
    end
  end

  describe ".ripe?" do
    it "presses fruit at or above the minimum sugar" do
      expect(described_class.ripe?(10.5)).to be(true)
      expect(described_class.ripe?(12.0)).to be(true)
    end

    it "sends back fruit below it" do
      expect(described_class.ripe?(9.8)).to be(false)
      expect(described_class.ripe?(11.0, min_brix: 11.5)).to be(false)
    end
  end
end
