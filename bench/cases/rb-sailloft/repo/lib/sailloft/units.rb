# frozen_string_literal: true

module Sailloft
  # Lengths arrive from customers' measurement forms in whatever units the
  # owner used. Everything inside the loft is in metres.
  module Units
    METRES_PER_FOOT = 0.3048
    SQ_FEET_PER_SQ_METRE = 10.763910

    NUMBER = /(\d+(?:\.\d+)?)/.freeze

    module_function

    def length(value)
      case value
      when Numeric then value.to_f
      when String then parse_length(value.strip)
      else raise ArgumentError, "not a length: #{value.inspect}"
      end
    end

    def parse_length(text)
      case text
      when /\A#{NUMBER}\s*m\z/i, /\A#{NUMBER}\z/
        Regexp.last_match(1).to_f
      when /\A#{NUMBER}\s*mm\z/i
        Regexp.last_match(1).to_f / 1000.0
      when /\A#{NUMBER}\s*(?:'|ft)\s*(?:#{NUMBER}\s*(?:"|in))?\z/i
        feet = Regexp.last_match(1).to_f
        inches = Regexp.last_match(2).to_f
        feet_to_metres(feet + inches / 12.0)
      when /\A#{NUMBER}\s*(?:"|in)\z/i
        feet_to_metres(Regexp.last_match(1).to_f / 12.0)
      else
        raise ArgumentError, "cannot read length #{text.inspect}"
      end
    end

    def feet_to_metres(feet)
      feet * METRES_PER_FOOT
    end

    def metres_to_feet(metres)
      metres / METRES_PER_FOOT
    end

    def sq_metres_to_sq_feet(area)
      area * SQ_FEET_PER_SQ_METRE
    end

    # 9.906 -> "32' 6\"" (to the nearest inch)
    def format_feet(metres)
      inches = (metres_to_feet(metres) * 12).round
      feet, rest = inches.divmod(12)
      rest.zero? ? "#{feet}'" : "#{feet}' #{rest}\""
    end
  end
end
