# frozen_string_literal: true

module Pharmacy
  # The counter: checks a prescription, takes the stock, prices the fill and prints the label.
  class Dispenser
    Receipt = Struct.new(:prescription, :fill, :quote, :label, keyword_init: true)

    attr_reader :stock, :pricing, :log

    def initialize(stock:, pricing: Pricing.new, name: "Corner Pharmacy")
      @stock = stock
      @pricing = pricing
      @name = name
      @log = []
      @deductible_paid = Hash.new(0)
    end

    def fill(prescription, on:, plan: nil, quantity: nil)
      quantity ||= prescription.quantity
      raise ArgumentError, "cannot dispense more than prescribed" if quantity > prescription.quantity

      prescription.check_fillable!(on)
      lots = stock.take(prescription.drug.code, quantity, on: on)
      fill = prescription.record_fill(filled_on: on, lots: lots, quantity: quantity)

      key = [prescription.patient, on.year]
      quote = pricing.quote(prescription.drug, quantity, plan: plan, deductible_paid_cents: @deductible_paid[key])
      @deductible_paid[key] += quote.deductible_used_cents

      label = Label.render(prescription, fill, pharmacy_name: @name)
      @log << [on, prescription.number, prescription.drug.code, quantity]
      Receipt.new(prescription: prescription, fill: fill, quote: quote, label: label)
    end

    def deductible_paid(patient, year)
      @deductible_paid[[patient, year]]
    end

    # Controlled-substance register lines for the day: [rx number, drug code, quantity].
    def controlled_register(on, formulary)
      @log.select { |day, _, code, _| day == on && formulary.fetch(code).controlled? }
          .map { |_, number, code, qty| [number, code, qty] }
    end
  end
end
