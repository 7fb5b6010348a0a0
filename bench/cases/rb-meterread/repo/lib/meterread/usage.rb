module Meterread
  # Consumption per meter from a set of readings: the last register value minus the first, by date.
  class Usage
    def initialize(readings)
      @by_serial = readings.group_by(&:serial).transform_values { |rs| rs.sort_by(&:date) }
    end

    def serials
      @by_serial.keys.sort
    end

    def consumption(serial)
      readings = @by_serial.fetch(Serial.normalize(serial)) { return 0.0 }
      return 0.0 if readings.size < 2

      (readings.last.value - readings.first.value).round(1)
    end

    def totals
      serials.to_h { |s| [s, consumption(s)] }
    end

    # Meters with only one reading cannot be billed on use; they are estimated instead.
    def needing_estimate
      @by_serial.select { |_, rs| rs.size < 2 }.keys.sort
    end
  end
end
