module Lettings
  # The agency's fees to a landlord. Rates are in basis points.
  class FeeSchedule
    VAT_BP = 2000

    attr_reader :management_bp, :let_only_fee

    def initialize(management_bp: 1200, let_only_fee: 0, vat_registered: true)
      raise ArgumentError, "management rate out of range" unless (0..10_000).cover?(management_bp)

      @management_bp = management_bp
      @let_only_fee = let_only_fee
      @vat_registered = vat_registered
    end

    def vat_registered?
      @vat_registered
    end

    def management_fee(rent_received)
      Money.percent_of(rent_received, management_bp)
    end

    def vat_on(fee)
      vat_registered? ? Money.percent_of(fee, VAT_BP) : 0
    end

    def describe
      "#{management_bp / 100.0}% of rent collected#{vat_registered? ? " + VAT" : ""}"
    end
  end
end
