# frozen_string_literal: true

module Gymfees
  # One-off joining fees in cents; plans not listed pay the standard fee.
  JOINING_FEES = Hash.new(3000).merge(
    "student" => 0,
    "off_peak" => 1500,
    "premium" => 0
  ).freeze

  VAT_PERCENT = 20

  module Fees
    module_function

    def joining(plan, waived: false)
      return 0 if waived

      JOINING_FEES[plan]
    end

    def with_vat(cents)
      (cents * (100 + VAT_PERCENT) / 100.0).round
    end
  end
end
