module Haberdashery
  # Lengths are whole centimetres (Integer) throughout; customers ask in
  # metres, centimetres or inches.
  module Length
    CM_PER_METRE = 100
    CM_PER_INCH = 2.54

    UNITS = {
      "cm" => 1.0,
      "m" => CM_PER_METRE.to_f,
      "in" => CM_PER_INCH,
      "\"" => CM_PER_INCH,
    }.freeze

    PATTERN = /\A\s*(\d+(?:\.\d+)?)\s*(cm|m|in|")\s*\z/i

    module_function

    # "1.5m", "90 cm", "36in" -> centimetres, rounded up to the whole cm.
    def parse(text)
      match = PATTERN.match(text.to_s)
      raise ArgumentError, "cannot read length: #{text.inspect}" unless match

      amount = match[1].to_f
      (amount * UNITS.fetch(match[2].downcase)).round(6).ceil
    end

    def metres(cm)
      cm / CM_PER_METRE.to_f
    end

    # "1.50 m" from a metre up, "45 cm" below.
    def format(cm)
      cm >= CM_PER_METRE ? Kernel.format("%.2f m", metres(cm)) : "#{cm} cm"
    end
  end
end
