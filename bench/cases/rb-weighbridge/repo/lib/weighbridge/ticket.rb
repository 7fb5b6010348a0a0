module Weighbridge
  # One load over the bridge: weighed in full (gross) and, unless the vehicle has a
  # stored tare, weighed again empty (tare). Weights are whole kilograms.
  class Ticket
    attr_reader :number, :reg, :haulier, :material_code, :gross_kg, :tare_kg, :time

    def initialize(number:, reg:, haulier:, material_code:, gross_kg:, tare_kg:, time:)
      raise Error, "ticket #{number}: gross #{gross_kg} kg below tare #{tare_kg} kg" if gross_kg < tare_kg

      @number = number
      @reg = reg
      @haulier = haulier
      @material_code = material_code
      @gross_kg = gross_kg
      @tare_kg = tare_kg
      @time = time
    end

    def material
      Weighbridge.material(material_code)
    end

    def net_kg
      gross_kg - tare_kg
    end

    def net_tonnes
      net_kg / 1000.0
    end
  end
end
