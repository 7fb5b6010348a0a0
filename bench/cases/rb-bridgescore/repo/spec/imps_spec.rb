RSpec.describe Bridgescore::Imps do
  it "converts differences on the WBF scale" do
    expect([0, 10, 20, 50, 200, 420, 600, 1000, 3990].map { |d| described_class.from_difference(d) })
      .to eq([0, 0, 1, 2, 5, 9, 12, 14, 23])
  end

  it "gives 24 for anything above 3990" do
    expect(described_class.from_difference(4000)).to eq(24)
    expect(described_class.from_difference(7600)).to eq(24)
  end

  it "keeps the sign of the difference" do
    expect(described_class.from_difference(-620)).to eq(-12)
    expect(described_class.compare(-100, 620)).to eq(-12)
    expect(described_class.compare(620, 170)).to eq(10)
  end
end
