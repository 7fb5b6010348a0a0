# frozen_string_literal: true

module Choirtour
  # Amounts in euro cents.
  module Money
    module_function

    def format(cents)
      sign = cents.negative? ? "-" : ""
      euros, rest = cents.abs.divmod(100)
      "#{sign}€#{euros}.#{rest.to_s.rjust(2, '0')}"
    end

    def round_half_up(value)
      value.to_r.round(half: :up).to_i
    end
  end
end
