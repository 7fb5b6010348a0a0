module Meterread
  # Meter serials: "MTR-" and five digits, however they were written on the slip.
  module Serial
    class Invalid < ArgumentError; end

    PATTERN = /\A\s*(?:mtr)?[-\s]*(\d{1,5})\s*\z/i

    module_function

    def normalize(raw)
      m = PATTERN.match(raw.to_s)
      raise Invalid, "not a meter serial: #{raw.inspect}" unless m

      format("MTR-%05d", m[1].to_i)
    end

    def valid?(raw)
      normalize(raw)
      true
    rescue Invalid
      false
    end
  end
end
