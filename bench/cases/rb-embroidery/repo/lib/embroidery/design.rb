# frozen_string_literal: true

module Embroidery
  # A run of stitches sewn in one thread before the machine stops for the next colour.
  ColourBlock = Struct.new(:code, :stitches, keyword_init: true)

  # A digitised design: its size in millimetres, the fabric it is sewn on and its colour blocks in
  # sewing order.
  class Design
    FABRICS = %i[twill pique fleece towel canvas].freeze

    attr_reader :name, :width_mm, :height_mm, :fabric, :blocks

    def initialize(name:, width_mm:, height_mm:, fabric: :twill, blocks: [])
      raise ArgumentError, "unknown fabric #{fabric}" unless FABRICS.include?(fabric)

      @name = name
      @width_mm = width_mm
      @height_mm = height_mm
      @fabric = fabric
      @blocks = blocks
    end

    def stitch_count
      blocks.sum(&:stitches)
    end

    # Stops for a new thread: consecutive blocks in the same shade do not need one.
    def colour_changes
      blocks.each_cons(2).count { |a, b| a.code != b.code }
    end

    def thread_codes
      blocks.map(&:code).uniq
    end
  end
end
