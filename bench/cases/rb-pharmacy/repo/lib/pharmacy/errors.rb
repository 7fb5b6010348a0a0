# frozen_string_literal: true

module Pharmacy
  class Error < StandardError; end

  # Raised when a prescription cannot be filled (expired, no refills left, too early).
  class RefillRefused < Error
    attr_reader :reason

    def initialize(reason, message = nil)
      @reason = reason
      super(message || reason.to_s.tr("_", " "))
    end
  end

  # Raised when the shelf does not hold enough unexpired stock.
  class OutOfStock < Error; end

  class UnknownDrug < Error; end
end
