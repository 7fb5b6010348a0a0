module Cidermill
  # Volumes at the press: the tanks read litres, some growers still think in gallons.
  module Units
    LITRES_PER_GALLON = 4.54609

    module_function

    def gallons(litres)
      (litres / LITRES_PER_GALLON).round(1)
    end
  end
end
