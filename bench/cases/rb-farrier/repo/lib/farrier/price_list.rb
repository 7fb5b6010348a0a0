module Farrier
  # The farrier's tariff, in pence. Keys are symbols; a missing price is an error, not a zero.
  class PriceList
    DEFAULTS = {
      trim_per_hoof: 1_000,
      shoe_per_hoof: 2_250,
      call_out_local: 0,
      call_out_outer: 1_500,
      call_out_far: 3_000,
      shared_call_out_from: 3
    }.freeze

    def self.standard
      new(DEFAULTS)
    end

    def initialize(prices)
      @prices = prices.transform_keys(&:to_sym).freeze
    end

    def fetch(key, *default)
      @prices.fetch(key.to_sym, *default)
    end

    def call_out(zone)
      fetch(:"call_out_#{zone}")
    end

    def merge(changes)
      self.class.new(@prices.merge(changes.transform_keys(&:to_sym)))
    end

    def to_h
      @prices.dup
    end
  end
end
