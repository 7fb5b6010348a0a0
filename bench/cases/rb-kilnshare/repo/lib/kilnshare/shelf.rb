module Kilnshare
  # The kiln's shelves are 40 cm square. A piece takes its footprint plus a finger's gap all round, and is
  # charged by the quarter shelf.
  module Shelf
    SIDE_CM = 40.0
    AREA_CM2 = SIDE_CM * SIDE_CM
    GAP_CM = 1.0
    STEP = 0.25

    module_function

    # The share of a shelf a piece of this footprint takes, rounded up to the next quarter.
    def share(width_cm, depth_cm)
      raise ArgumentError, "a piece wider than a shelf: #{width_cm} x #{depth_cm} cm" if [width_cm, depth_cm].max > SIDE_CM

      raw = (width_cm + 2 * GAP_CM) * (depth_cm + 2 * GAP_CM) / AREA_CM2
      quarters(raw)
    end

    def quarters(fraction)
      (fraction / STEP).ceil * STEP
    end
  end
end
