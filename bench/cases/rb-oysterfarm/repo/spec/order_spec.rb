# frozen_string_literal: true

RSpec.describe OysterFarm::Order do
  let(:prices) do
    OysterFarm::PriceList.new(effective_from: Date.new(2024, 9, 1),
                              pence_per_dozen: { "1" => 1_620, "2" => 1_320, "3" => 1_080 })
  end
  subject(:order) { described_class.new(customer: "The Ship Inn", price_list: prices) }

  it "prices each line from the list" do
    order.add("2", 10).add("3", 6)
    expect(order.subtotal_pence).to eq(19_680)
    expect(order.dozens).to eq(16)
    expect(order.oysters).to eq(192)
  end

  it "merges repeated grades into one line" do
    order.add("2", 10).add("2", 5)
    expect(order.lines.size).to eq(1)
    expect(order.lines.first.dozens).to eq(15)
  end

  it "charges local delivery on a small order" do
    order.add("1", 4)
    expect(order.delivery_pence).to eq(1_200)
    expect(order.total_pence).to eq(7_680)
  end

  it "gives the trade discount from 50 dozen and delivers free over £400" do
    order.add("2", 30).add("3", 20)
    expect(order.discount_pence).to eq(6_120)
    expect(order.delivery_pence).to eq(0)
    expect(order.total_pence).to eq(55_080)
  end

  it "refuses part dozens" do
    expect { order.add("2", 2.5) }.to raise_error(ArgumentError, /whole number/)
  end

  it "refuses an unknown zone" do
    expect { described_class.new(customer: "x", price_list: prices, zone: :overseas) }.to raise_error(ArgumentError)
  end

  it "prints a summary" do
    order.add("3", 6).add("1", 4)
    expect(order.summary).to eq(<<~TEXT.chomp)
      No. 1        4 dz @ £16.20      £64.80
      No. 3        6 dz @ £10.80      £64.80
      Subtotal                       £129.60
      Delivery (local)                £12.00
      Total                          £141.60
    TEXT
  end
end
