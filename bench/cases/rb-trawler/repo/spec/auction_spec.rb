# frozen_string_literal: true

RSpec.describe Trawler::Auction do
  subject(:auction) { described_class.new(prices) }

  it "sells each landing by weight at the grade's price" do
    expect(auction.sale(trip.landings.first)).to eq(588_000)
    expect(auction.sale(trip.landings.last)).to eq(148_800)
  end

  it "adds up the trip" do
    expect(auction.gross(trip)).to eq(1_212_000)
  end

  it "keeps its commission" do
    expect(auction.commission(trip)).to eq(60_600)
    expect(described_class.new(prices, commission_percent: 4).commission(trip)).to eq(48_480)
  end

  it "has no price for what it does not buy" do
    expect { prices.price_for(:ling, "A1") }.to raise_error(Trawler::UnknownPrice)
    expect { prices.price_for(:cod, "B") }.to raise_error(Trawler::UnknownPrice)
  end
end
