# frozen_string_literal: true

module Newsround
  # The daily order to the wholesaler, and the sale-or-return credit.
  module Wholesale
    TRADE_MARGIN = 25 # % of cover price the shop keeps

    module_function

    # Copies of each title for `date`: every round's bag plus copies for the counter.
    def order(date, rounds, catalogue, counter: {})
      wanted = Hash.new(0)
      rounds.each do |round|
        round.counts(date, catalogue).each { |code, n| wanted[code] += n }
      end
      counter.each do |code, n|
        wanted[code] += n if catalogue.fetch(code).published_on?(date)
      end
      wanted.sort.to_h
    end

    def trade_price(pub, date, margin: TRADE_MARGIN)
      (pub.price_on(date) * (100 - margin) / 100.0).round
    end

    # What the wholesaler charges for `quantities` (code => copies) on `date`.
    def cost(quantities, date, catalogue, margin: TRADE_MARGIN)
      quantities.sum { |code, n| n * trade_price(catalogue.fetch(code), date, margin: margin) }
    end

    # Unsold copies go back for credit at trade price.
    def returns_credit(returned, date, catalogue, margin: TRADE_MARGIN)
      cost(returned, date, catalogue, margin: margin)
    end
  end
end
