module Hayloft
  # The charge for taking an order out by tractor and trailer.
  module Delivery
    # [up to km, charge in pence]; beyond the last band the farm does not deliver.
    BANDS = [
      [5, 0],
      [15, 2500],
      [30, 4000],
      [50, 6500]
    ].freeze

    module_function

    def charge_pence(order)
      return 0 if order.collect?

      band = BANDS.find { |max_km, _| order.distance_km <= max_km }
      raise Error, "#{order.customer} is beyond #{BANDS.last.first} km" unless band

      band.last
    end
  end
end
