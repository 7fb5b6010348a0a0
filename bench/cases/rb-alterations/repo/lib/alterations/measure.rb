module Alterations
  # Lengths as the counter staff write them: "2in", "1 1/2in", "3cm", "2\"". Kept in millimetres.
  module Measure
    MM_PER = { "in" => 25.4, "\"" => 25.4, "cm" => 10.0, "mm" => 1.0 }.freeze

    PATTERN = %r{\A\s*([+-])?\s*(\d+(?:\.\d+)?)(?:\s+(\d+)/(\d+))?\s*(in|"|cm|mm)\s*\z}

    module_function

    # Signed millimetres: a negative length takes in, a positive one lets out.
    def parse(text)
      m = PATTERN.match(text.to_s)
      raise ArgumentError, "not a length: #{text.inspect}" unless m

      value = m[2].to_f
      value += m[3].to_f / m[4].to_f if m[3]
      mm = (value * MM_PER.fetch(m[5])).round(1)
      m[1] == "-" ? -mm : mm
    end

    # Millimetres back in the unit of the ticket, to a quarter inch or a half centimetre.
    def format(mm, unit)
      if unit == "in"
        quarters = (mm.abs / 25.4 * 4).round
        whole, rest = quarters.divmod(4)
        text = rest.zero? ? whole.to_s : "#{whole.zero? ? "" : "#{whole} "}#{rest}/4".sub("2/4", "1/2")
        "#{mm.negative? ? "-" : ""}#{text}in"
      else
        halves = (mm.abs / 5.0).round
        cm = halves / 2.0
        "#{mm.negative? ? "-" : ""}#{cm == cm.floor ? cm.to_i : cm}cm"
      end
    end
  end
end
