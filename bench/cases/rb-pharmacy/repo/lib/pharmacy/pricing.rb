# frozen_string_literal: true

module Pharmacy
  # A patient's drug plan: fixed copay per tier after the yearly deductible.
  class Plan
    attr_reader :name, :copays, :deductible_cents

    def initialize(name:, copays:, deductible_cents: 0)
      @name = name
      @copays = copays
      @deductible_cents = deductible_cents
    end

    def copay_for(tier)
      copays.fetch(tier)
    end
  end

  Quote = Struct.new(:retail_cents, :patient_cents, :plan_cents, :deductible_used_cents, keyword_init: true)

  # Works out what the patient and the plan pay for one fill.
  class Pricing
    DISPENSING_FEE_CENTS = 250

    def retail(drug, quantity)
      drug.unit_price_cents * quantity + DISPENSING_FEE_CENTS
    end

    # deductible_paid_cents: what the patient has already paid towards this year's deductible.
    def quote(drug, quantity, plan: nil, deductible_paid_cents: 0)
      price = retail(drug, quantity)
      return Quote.new(retail_cents: price, patient_cents: price, plan_cents: 0, deductible_used_cents: 0) if plan.nil?

      deductible_left = [plan.deductible_cents - deductible_paid_cents, 0].max
      toward_deductible = [deductible_left, price].min
      rest = price - toward_deductible
      copay = [plan.copay_for(drug.tier), rest].min

      Quote.new(
        retail_cents: price,
        patient_cents: toward_deductible + copay,
        plan_cents: rest - copay,
        deductible_used_cents: toward_deductible
      )
    end
  end
end
