# frozen_string_literal: true

module Trawler
  class UnknownPrice < KeyError; end

  # Prices at the fish market, pence per kg by species and grade.
  class PriceList
    def initialize(prices = {})
      @prices = {}
      prices.each { |species, grades| grades.each { |grade, price| set(species, grade, price) } }
    end

    def set(species, grade, pence_per_kg)
      (@prices[species.to_sym] ||= {})[grade] = pence_per_kg
      self
    end

    def price_for(species, grade)
      @prices.fetch(species.to_sym) { raise UnknownPrice, "no price for #{species}" }
             .fetch(grade) { raise UnknownPrice, "no price for #{species} #{grade}" }
    end
  end

  # Selling a trip's landings through the market, which keeps a commission.
  class Auction
    attr_reader :prices, :commission_percent

    def initialize(prices, commission_percent: 5)
      @prices = prices
      @commission_percent = commission_percent
    end

    def sale(landing)
      Money.pence(landing.weight_kg * prices.price_for(landing.species, landing.grade))
    end

    def gross(trip)
      trip.landings.sum { |landing| sale(landing) }
    end

    def commission(trip)
      Money.percent(gross(trip), commission_percent)
    end
  end
end
