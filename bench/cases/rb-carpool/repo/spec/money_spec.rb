RSpec.describe Carpool::Money do
  describe ".cents_to_s" do
    it "formats whole cents with two decimals" do
      expect(described_class.cents_to_s(1234)).to eq("12.34")
      expect(described_class.cents_to_s(5)).to eq("0.05")
      expect(described_class.cents_to_s(0)).to eq("0.00")
    end
  end

  describe ".round_cents" do
    it "rounds halves away from zero" do
      expect(described_class.round_cents(10.5)).to eq(11)
      expect(described_class.round_cents(10.49)).to eq(10)
    end
  end

  describe ".allocate" do
    it "splits evenly when it can" do
      expect(described_class.allocate(900, [1, 1, 1])).to eq([300, 300, 300])
    end

    it "gives the leftover cents to the largest remainders" do
      expect(described_class.allocate(100, [1, 1, 1])).to eq([34, 33, 33])
      expect(described_class.allocate(1000, [30, 70, 20])).to eq([250, 583, 167])
    end

    it "always adds up to the total" do
      parts = described_class.allocate(9_999, [13, 7, 29, 1])
      expect(parts.sum).to eq(9_999)
    end

    it "refuses all-zero weights" do
      expect { described_class.allocate(100, [0, 0]) }.to raise_error(ArgumentError)
    end
  end
end
