RSpec.describe Bridgescore::Contract do
  it "parses the usual ways a contract is written" do
    contract = described_class.parse("4S")
    expect([contract.level, contract.strain, contract.doubling]).to eq([4, :spades, 0])
    expect(described_class.parse("3nt").strain).to eq(:notrump)
    expect(described_class.parse("3N").strain).to eq(:notrump)
    expect(described_class.parse(" 2hx ").doubling).to eq(1)
    expect(described_class.parse("6CXX")).to be_redoubled
  end

  it "refuses what is not a contract" do
    %w[0S 8H 4 4SXXX 4Z NT3].each do |text|
      expect { described_class.parse(text) }.to raise_error(ArgumentError, /not a contract/)
    end
    expect { described_class.new(4, :stars) }.to raise_error(ArgumentError, /unknown strain/)
  end

  it "knows its strain's kind and the tricks it needs" do
    expect(described_class.parse("5D")).to be_minor
    expect(described_class.parse("4H")).to be_major
    expect(described_class.parse("1NT")).to be_notrump
    expect(described_class.parse("1NT").tricks_needed).to eq(7)
    expect(described_class.parse("7C").tricks_needed).to eq(13)
    expect(described_class.parse("6S")).to be_small_slam
    expect(described_class.parse("7NT")).to be_grand_slam
  end

  it "writes itself back the way it was parsed" do
    expect(%w[1C 3NT 4HX 6SXX].map { |text| described_class.parse(text).to_s }).to eq(%w[1C 3NT 4HX 6SXX])
    expect(described_class.parse("4sx")).to eq(described_class.new(4, :spades, 1))
  end
end
