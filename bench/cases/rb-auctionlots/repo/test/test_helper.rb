require "minitest/autorun"
require "auctionlots"

module CatalogueFixture
  TITLES = ["Oak settle", "Pair of brass candlesticks", "Victorian mantel clock", "Box of cutlery",
            "Watercolour, harbour at dusk", "Pine blanket chest", "Tea set, 21 pieces"].freeze

  def sale_of(count, per_page: 10)
    cat = AuctionLots::Catalogue.new("Autumn Country Sale", per_page: per_page)
    count.times do |i|
      n = i + 1
      cat.add(AuctionLots::Lot.new(n, TITLES[i % TITLES.size], low: 20 * n, high: 30 * n))
    end
    cat
  end
end
