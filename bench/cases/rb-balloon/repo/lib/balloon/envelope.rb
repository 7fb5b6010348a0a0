# frozen_string_literal: true

module Balloon
  # A balloon envelope: its hot-air volume, the hottest it may be flown and its own weight.
  class Envelope
    attr_reader :model, :volume_m3, :max_temp_c, :weight_kg

    CUBIC_FEET = 0.028316846592 # m3

    def initialize(model:, volume_m3:, max_temp_c: 100.0, weight_kg:)
      raise ArgumentError, "#{model}: volume must be positive" unless volume_m3.positive?
      raise ArgumentError, "#{model}: max temperature #{max_temp_c} C is not flyable" unless (60..130).cover?(max_temp_c)

      @model = model
      @volume_m3 = volume_m3.to_f
      @max_temp_c = max_temp_c.to_f
      @weight_kg = weight_kg.to_f
    end

    # Envelopes are sold by size in thousands of cubic feet (a "105" holds 105,000 ft3).
    def self.sized(model, thousand_cubic_feet, **options)
      new(model: model, volume_m3: thousand_cubic_feet * 1000 * CUBIC_FEET, **options)
    end
  end
end
