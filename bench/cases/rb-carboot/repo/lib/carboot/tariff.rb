module Carboot
  module Tariff
    FEES = { car: 1000, van: 1500, trailer: 2000 }.freeze
    EARLY_DAYS = 7
    EARLY_DISCOUNT = 20
    HARDSTANDING = 200

    module_function

    def base_fee(booking)
      FEES.fetch(booking.vehicle)
    end

    def early?(booking)
      booking.days_ahead >= EARLY_DAYS
    end

    def fee(booking)
      pence = base_fee(booking)
      pence -= Money.percent(pence, EARLY_DISCOUNT) if early?(booking)
      pence += HARDSTANDING if booking.hardstanding?
      pence
    end
  end
end
