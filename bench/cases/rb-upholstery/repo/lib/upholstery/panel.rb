module Upholstery
  # One shape of cover to cut, finished size in centimetres: width across the piece,
  # height from top to bottom as the pattern runs.
  class Panel
    # Added on every side for the seams.
    SEAM_CM = 1.5

    attr_reader :name, :width_cm, :height_cm, :count

    def initialize(name, width_cm, height_cm, count = 1)
      raise ArgumentError, "#{name}: sizes must be positive" unless width_cm.positive? && height_cm.positive?
      raise ArgumentError, "#{name}: count must be at least 1" unless count >= 1

      @name = name
      @width_cm = width_cm
      @height_cm = height_cm
      @count = count
    end

    def cut_width_cm
      width_cm + 2 * SEAM_CM
    end

    def cut_height_cm
      height_cm + 2 * SEAM_CM
    end

    def cut_area_cm2
      cut_width_cm * cut_height_cm * count
    end
  end

  # The panels of the pieces the workshop covers, from a few measurements.
  module Pieces
    module_function

    def dining_seat(width:, depth:, count: 1)
      # the cover wraps 8 cm under the seat board on every side
      [Panel.new("seat", width + 16, depth + 16, count)]
    end

    def footstool(width:, depth:, height:)
      [
        Panel.new("top", width, depth),
        Panel.new("long side", width, height, 2),
        Panel.new("short side", depth, height, 2)
      ]
    end

    def armchair(seat_width:, seat_depth:, back_height:, arm_length:)
      [
        Panel.new("inside back", seat_width, back_height),
        Panel.new("outside back", seat_width + 10, back_height + 15),
        Panel.new("seat cushion", seat_width, seat_depth, 2),
        Panel.new("cushion border", seat_width + 2 * seat_depth, 12),
        Panel.new("inside arm", arm_length, 55, 2),
        Panel.new("outside arm", arm_length, 45, 2),
        Panel.new("arm front", 14, 55, 2)
      ]
    end
  end
end
