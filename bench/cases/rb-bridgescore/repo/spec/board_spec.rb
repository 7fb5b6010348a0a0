RSpec.describe Bridgescore::Board do
  it "rotates the dealer round the table" do
    expect((1..8).map { |n| described_class.dealer(n) }).to eq(%w[N E S W N E S W])
  end

  it "follows the 16-board vulnerability cycle" do
    expect((1..16).map { |n| described_class.vulnerability(n) }).to eq(
      %i[none ns ew both ns ew both none ew both none ns both none ns ew]
    )
    expect(described_class.vulnerability(17)).to eq(:none)
    expect(described_class.vulnerability(20)).to eq(:both)
  end

  it "says whether a seat's side is vulnerable" do
    expect(described_class.vulnerable?(2, "S")).to be(true)
    expect(described_class.vulnerable?(2, "E")).to be(false)
    expect(described_class.vulnerable?(4, :w)).to be(true)
    expect(described_class.vulnerable?(1, "N")).to be(false)
  end

  it "describes a board as the top of a traveller does" do
    expect(described_class.describe(7)).to eq("Board 7: dealer S, vul All")
    expect(described_class.describe(12)).to eq("Board 12: dealer W, vul N-S")
  end

  it "refuses board numbers below one and seats that are not seats" do
    expect { described_class.dealer(0) }.to raise_error(ArgumentError)
    expect { described_class.side_of("X") }.to raise_error(ArgumentError, /not a seat/)
  end
end
