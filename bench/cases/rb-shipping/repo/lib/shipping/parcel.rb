# frozen_string_literal: true

module Shipping
  # A box: weight in grams, sides in centimetres.
  class Parcel
    VOLUMETRIC_DIVISOR = 5000 # cm³ per kg, the carrier's contract

    attr_reader :grams, :length, :width, :height

    def initialize(grams:, length:, width:, height:)
      raise ArgumentError, "weight must be positive" unless grams.positive?

      @grams = grams
      @length = length
      @width = width
      @height = height
    end

    def actual_kg
      grams / 1000.0
    end

    def volumetric_kg
      length * width * height / VOLUMETRIC_DIVISOR.to_f
    end
  end
end
