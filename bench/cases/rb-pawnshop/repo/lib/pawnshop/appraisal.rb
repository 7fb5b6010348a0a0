# frozen_string_literal: true

module Pawnshop
  # Works out what the counter may lend against a pledge.
  class Appraisal
    # Share of the valuation lent, by category.
    LOAN_TO_VALUE = {
      gold: 0.70,
      jewellery: 0.50,
      watch: 0.45,
      electronics: 0.30,
      tool: 0.35,
      instrument: 0.40
    }.freeze

    # Resale estimates are for goods in excellent condition.
    CONDITION_FACTOR = { excellent: 1.0, good: 0.9, fair: 0.75, poor: 0.5 }.freeze

    OFFER_STEP = 500        # offers are in whole £5
    MAX_LOAN = 500_000      # £5,000 on one ticket

    attr_reader :gold_price

    # +gold_price+ is pence per gram of fine (24ct) gold.
    def initialize(gold_price:)
      raise ArgumentError, "gold price must be positive" unless gold_price.positive?

      @gold_price = gold_price
    end

    # Scrap value of a gold item: weight times fineness times the price.
    def melt_value(item)
      (item.grams * item.carat / 24.0 * gold_price).floor
    end

    # Gold is worth its weight whatever its state; anything else is worth
    # its resale estimate scaled for condition.
    def valuation(item)
      return melt_value(item) if item.gold?

      (item.value * CONDITION_FACTOR.fetch(item.condition)).floor
    end

    def offer(item)
      lendable = (valuation(item) * LOAN_TO_VALUE.fetch(item.category)).floor
      Money.round_down([lendable, MAX_LOAN].min, OFFER_STEP)
    end

    # One ticket may hold several items; the cap applies to the ticket.
    def offer_for(items)
      raise ArgumentError, "nothing pledged" if items.empty?

      total = items.sum { |item| (valuation(item) * LOAN_TO_VALUE.fetch(item.category)).floor }
      Money.round_down([total, MAX_LOAN].min, OFFER_STEP)
    end
  end
end
