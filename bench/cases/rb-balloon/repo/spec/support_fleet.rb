# frozen_string_literal: true

# The club's balloon and its usual load, shared by the flight plan and loadsheet specs.
module Fleet
  module_function

  def z105
    Balloon::Envelope.sized("Cameron Z-105", 105, max_temp_c: 100, weight_kg: 118)
  end

  def usual_load
    Balloon::Load.new
                 .add("Basket CB-950", 105)
                 .add("Double burner", 32)
                 .cylinder("Cylinder 1", tare_kg: 18, propane_kg: 38)
                 .cylinder("Cylinder 2", tare_kg: 18, propane_kg: 38)
                 .add("Pilot", 82)
  end
end
