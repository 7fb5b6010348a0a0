module Cakeshop
  # A baking tin: round or square, its size (diameter or side) in inches.
  class Tin
    SHAPES = %i[round square].freeze
    SIZES = (4..14).step(2).to_a.freeze

    attr_reader :shape, :size

    def initialize(shape, size)
      raise ArgumentError, "unknown shape #{shape}" unless SHAPES.include?(shape)
      raise ArgumentError, "no #{size}in tin" unless SIZES.include?(size)

      @shape = shape
      @size = size
    end

    # Top area in square inches.
    def area
      shape == :round ? Math::PI * (size / 2.0)**2 : size * size.to_f
    end

    # Portions of portion_area square inches, counting only whole ones.
    def portions(portion_area)
      (area / portion_area).floor
    end

    def to_s
      "#{size}in #{shape}"
    end
  end
end
