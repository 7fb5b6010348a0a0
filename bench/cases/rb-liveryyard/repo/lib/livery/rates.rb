require "date"

module Livery
  class UnknownService < ArgumentError; end

  # The yard's price lists, each in force from its date until the next one: pence a week by kind of livery.
  class Rates
    PRICE_LISTS = {
      Date.new(2025, 4, 1) => { full: 15_500, part: 10_500, diy: 5_000, grass: 3_200 },
      Date.new(2026, 4, 1) => { full: 16_500, part: 11_000, diy: 5_500, grass: 3_500 },
    }.freeze

    EXTRAS = {
      clip: 4_500,
      farrier: 9_000,
      worming: 1_800,
      rug_wash: 2_200,
    }.freeze

    def self.price_list(on)
      start = PRICE_LISTS.keys.select { |from| from <= on }.max
      raise ArgumentError, "no price list in force on #{on}" unless start

      PRICE_LISTS.fetch(start)
    end

    def self.weekly(service, on:)
      price_list(on).fetch(service) { raise UnknownService, "no such livery: #{service.inspect}" }
    end

    def self.extra(name)
      EXTRAS.fetch(name) { raise UnknownService, "no such extra: #{name.inspect}" }
    end
  end
end
