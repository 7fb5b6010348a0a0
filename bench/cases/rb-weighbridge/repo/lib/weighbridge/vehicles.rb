module Weighbridge
  # Vehicles the quarry knows, with a tare stored from their last empty weighing so a
  # regular haulier can be weighed once, full, on the way out.
  Vehicle = Struct.new(:reg, :haulier, :stored_tare_kg, keyword_init: true)

  class Vehicles
    def initialize
      @by_reg = {}
    end

    def self.load(rows)
      rows.each_with_object(new) do |row, register|
        register.add(Vehicle.new(reg: normalise(row[:reg]), haulier: row[:haulier], stored_tare_kg: row[:tare_kg]))
      end
    end

    def self.normalise(reg)
      reg.to_s.upcase.delete(" ")
    end

    def add(vehicle)
      @by_reg[Vehicles.normalise(vehicle.reg)] = vehicle
      self
    end

    def find(reg)
      @by_reg[Vehicles.normalise(reg)]
    end

    def stored_tare_kg(reg)
      vehicle = find(reg)
      vehicle && vehicle.stored_tare_kg
    end

    def size
      @by_reg.size
    end
  end
end
