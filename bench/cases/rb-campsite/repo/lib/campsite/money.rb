# frozen_string_literal: true

module Campsite
  # Euro amounts kept as integer cents.
  module Money
    module_function

    def format(cents)
      sign = cents.negative? ? "-" : ""
      euros, rest = cents.abs.divmod(100)
      "#{sign}€#{euros}.#{rest.to_s.rjust(2, '0')}"
    end
  end
end
