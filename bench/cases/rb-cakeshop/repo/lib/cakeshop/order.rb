module Cakeshop
  # A customer's order: the tiers, the decorations, the kind of occasion, when it
  # is due and how it gets there.
  class Order
    DEPOSIT_PERCENT = 30

    attr_reader :customer, :tiers, :decorations, :kind, :ordered_on, :due, :delivery

    def initialize(customer:, tiers:, ordered_on:, due:, kind: :celebration, decorations: {}, delivery: nil)
      raise ArgumentError, "an order needs a tier" if tiers.empty?

      @customer = customer
      @tiers = tiers
      @decorations = decorations
      @kind = kind
      @ordered_on = ordered_on
      @due = due
      @delivery = delivery
    end

    def portions
      tiers.sum(&:portions)
    end

    def cake_price(prices)
      prices.cake(tiers, decorations)
    end

    def total(prices)
      cake_price(prices) + (delivery ? delivery.charge : 0)
    end

    def deposit(prices)
      Money.percent(total(prices), DEPOSIT_PERCENT)
    end

    def balance(prices)
      total(prices) - deposit(prices)
    end

    def bake_days(calendar)
      tiers.map { |t| calendar.bake_day(due, fruit: t.fruit?) }.uniq.sort
    end
  end
end
