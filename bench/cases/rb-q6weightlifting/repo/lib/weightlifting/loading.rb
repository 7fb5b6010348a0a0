# frozen_string_literal: true

module Weightlifting
  # What the loaders put on each side of the bar for a weight: a 20 kg bar, a 2.5 kg collar each side,
  # and the competition plates, biggest first.
  module Loading
    BAR = 20
    COLLAR = 2.5
    PLATES = [25, 20, 15, 10, 5, 2.5, 2, 1.5, 1, 0.5].freeze

    module_function

    def per_side(kg)
      side = (kg - BAR - 2 * COLLAR) / 2.0
      raise Error, "#{kg} kg is less than the bar and collars" if side.negative?

      PLATES.each_with_object([]) do |plate, plates|
        while side >= plate
          plates << plate
          side -= plate
        end
      end.tap { raise Error, "#{kg} kg cannot be loaded" unless side.zero? }
    end
  end
end
