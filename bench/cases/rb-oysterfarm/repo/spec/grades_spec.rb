# frozen_string_literal: true

RSpec.describe OysterFarm::Grades do
  describe ".for_weight" do
    it "grades by minimum weight, inclusive" do
      expect(described_class.for_weight(151)).to eq("0")
      expect(described_class.for_weight(150)).to eq("1")
      expect(described_class.for_weight(86)).to eq("2")
      expect(described_class.for_weight(85.9)).to eq("3")
      expect(described_class.for_weight(30)).to eq("5")
    end

    it "calls anything under 30 g undersize" do
      expect(described_class.for_weight(29)).to eq(described_class::UNDERSIZE)
    end

    it "rejects a weight of zero" do
      expect { described_class.for_weight(0) }.to raise_error(ArgumentError)
    end
  end

  describe ".range" do
    it "runs from the grade's minimum up to the next grade's" do
      expect(described_class.range("3")).to eq(66...86)
      expect(described_class.range("5")).to eq(30...46)
    end

    it "leaves the largest grade open" do
      expect(described_class.range("0")).to cover(400)
      expect(described_class.range("0")).not_to cover(150)
    end

    it "refuses an unknown grade" do
      expect { described_class.range("6") }.to raise_error(ArgumentError, /unknown grade/)
    end
  end

  it "sorts larger grades first and undersize last" do
    expect(described_class.sort(["4", "undersize", "1", "2"])).to eq(["1", "2", "4", "undersize"])
  end

  it "labels grades for printing" do
    expect(described_class.label("2")).to eq("No. 2")
    expect(described_class.label("undersize")).to eq("Undersize")
  end
end
