# frozen_string_literal: true

RSpec.describe Newsround::Wholesale do
  let(:saturday) { d("2024-06-08") }

  it "orders every round's copies plus the counter's" do
    order = described_class.order(saturday, [village, outlying], catalogue,
                                  counter: { "TIMES" => 3, "MIRROR" => 5, "STIMES" => 4 })
    expect(order).to eq("MIRROR" => 7, "TIMES" => 5)
  end

  it "prices the order at trade" do
    expect(described_class.trade_price(catalogue.fetch("TIMES"), saturday)).to eq(263)
    expect(described_class.cost({ "TIMES" => 5, "MIRROR" => 7 }, saturday, catalogue)).to eq(2421)
  end

  it "credits returns at trade" do
    expect(described_class.returns_credit({ "MIRROR" => 2 }, saturday, catalogue)).to eq(316)
    expect(described_class.returns_credit({ "MIRROR" => 2 }, saturday, catalogue, margin: 30)).to eq(294)
  end
end
