# frozen_string_literal: true

module Pharmacy
  # A delivered batch of one drug with its expiry date.
  class Lot
    attr_reader :drug_code, :lot_number, :expiry
    attr_accessor :on_hand

    def initialize(drug_code:, lot_number:, expiry:, on_hand:)
      @drug_code = drug_code
      @lot_number = lot_number
      @expiry = expiry
      @on_hand = on_hand
    end

    def usable_on?(date)
      on_hand.positive? && date < expiry
    end
  end

  # Shelf stock, lot by lot. Dispensing always takes from the lot that expires first.
  class Stock
    def initialize
      @lots = Hash.new { |h, k| h[k] = [] }
    end

    def receive(lot)
      @lots[lot.drug_code] << lot
      lot
    end

    def lots_for(drug_code)
      @lots[drug_code].sort_by(&:expiry)
    end

    def available(drug_code, on:)
      lots_for(drug_code).select { |l| l.usable_on?(on) }.sum(&:on_hand)
    end

    # Takes quantity units of the drug, first-expiry-first-out.
    # Returns [[lot_number, taken], ...].
    def take(drug_code, quantity, on:)
      if available(drug_code, on: on) < quantity
        raise OutOfStock, "only #{available(drug_code, on: on)} of #{drug_code} in date, #{quantity} needed"
      end

      remaining = quantity
      taken = []
      lots_for(drug_code).each do |lot|
        break if remaining.zero?
        next unless lot.usable_on?(on)

        n = [lot.on_hand, remaining].min
        lot.on_hand -= n
        remaining -= n
        taken << [lot.lot_number, n]
      end
      taken
    end

    # Lots past their expiry that still hold stock, to be pulled from the shelf.
    def expired_lots(on:)
      @lots.values.flatten.select { |l| l.on_hand.positive? && on >= l.expiry }.sort_by(&:expiry)
    end
  end
end
