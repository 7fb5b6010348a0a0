module Carpool
  # How a trip's cost is shared: fuel by the kilometres each rider rode, tolls and parking equally.
  module Split
    module_function

    # { "name" => cents } for every rider of the trip; the shares add up to trip.total_cents.
    def shares(trip)
      names = trip.riders.keys
      fuel = Money.allocate(trip.fuel_cents, trip.riders.values)
      fixed = Money.allocate(trip.tolls + trip.parking, names.map { 1 })
      names.each_with_index.to_h { |name, i| [name, fuel[i] + fixed[i]] }
    end
  end
end
