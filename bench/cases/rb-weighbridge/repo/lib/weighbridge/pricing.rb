module Weighbridge
  # The charge for a ticket, in pence: net tonnes at the material's rate, rounded to
  # the penny, never below the minimum charge for a load. VAT is added on the invoice.
  module Pricing
    MINIMUM_PENCE = 2_500

    module_function

    def charge_pence(ticket)
      exact = ticket.net_kg * ticket.material.pence_per_tonne / 1000.0
      [exact.round, MINIMUM_PENCE].max
    end

    def format_pence(pence)
      pounds, rest = pence.divmod(100)
      whole = pounds.to_s.reverse.scan(/\d{1,3}/).join(",").reverse
      format("£%s.%02d", whole, rest)
    end
  end
end
