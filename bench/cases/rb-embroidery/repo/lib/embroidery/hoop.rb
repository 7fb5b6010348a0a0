# frozen_string_literal: true

module Embroidery
  # A hoop's sewing field in millimetres.
  class Hoop
    MARGIN_MM = 10

    attr_reader :name, :width_mm, :height_mm

    def initialize(name, width_mm, height_mm)
      @name = name
      @width_mm = width_mm
      @height_mm = height_mm
    end

    def fits?(design)
      design.width_mm + 2 * MARGIN_MM <= width_mm && design.height_mm + 2 * MARGIN_MM <= height_mm
    end

    def area_mm2
      width_mm * height_mm
    end
  end

  HOOPS = [
    Hoop.new("small", 100, 100),
    Hoop.new("medium", 130, 180),
    Hoop.new("large", 200, 200),
    Hoop.new("jacket", 300, 360)
  ].freeze

  # The smallest hoop that holds the design with its margin, or nil when none does.
  def self.hoop_for(design, hoops: HOOPS)
    hoops.select { |hoop| hoop.fits?(design) }.min_by(&:area_mm2)
  end
end
