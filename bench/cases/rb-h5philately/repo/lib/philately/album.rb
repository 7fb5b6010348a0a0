# frozen_string_literal: true

module Philately
  # The stamps in a collection, each with its condition.
  class Album
    Holding = Struct.new(:stamp, :condition)

    attr_reader :catalogue, :holdings

    def initialize(catalogue)
      @catalogue = catalogue
      @holdings = []
    end

    def add(number, condition)
      Condition.fetch(condition)
      holdings << Holding.new(catalogue[number], condition.to_s.upcase)
      self
    end

    # Catalogue value of a holding: the catalogue price times the share for its condition.
    def value_of(holding)
      price = holding.stamp.price(holding.condition)
      return 0.0 if price.nil?

      (price * Condition.share(holding.condition)).round(2)
    end

    def value
      holdings.sum { |h| value_of(h) }.round(2)
    end

    # Catalogue numbers of the issues of +year+ not in the album (varieties left out).
    def wants(year)
      have = holdings.map { |h| h.stamp.number }
      catalogue.select { |s| s.year == year && !s.number.variety? }.map(&:number) - have
    end
  end
end
