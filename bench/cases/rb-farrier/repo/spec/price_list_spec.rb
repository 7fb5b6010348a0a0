RSpec.describe Farrier::PriceList do
  it "has a standard tariff" do
    prices = described_class.standard
    expect(prices.fetch(:shoe_per_hoof)).to eq(2_250)
    expect(prices.fetch("trim_per_hoof")).to eq(1_000)
  end

  it "raises on a price it does not have" do
    expect { described_class.standard.fetch(:studs) }.to raise_error(KeyError)
  end

  it "gives the call-out fee by zone" do
    prices = described_class.standard
    expect(%i[local outer far].map { |zone| prices.call_out(zone) }).to eq([0, 1_500, 3_000])
  end

  it "merges changes into a new list and leaves the old one alone" do
    old = described_class.standard
    raised = old.merge("shoe_per_hoof" => 2_400)
    expect(raised.fetch(:shoe_per_hoof)).to eq(2_400)
    expect(old.fetch(:shoe_per_hoof)).to eq(2_250)
  end
end
