# frozen_string_literal: true

require_relative "../lib/embroidery"

module Fixtures
  module_function

  def palette
    Embroidery::Palette.new([
      Embroidery::ThreadColour.new(code: "1147", name: "Christmas Red", metres_per_cone: 5000),
      Embroidery::ThreadColour.new(code: "1001", name: "White", metres_per_cone: 5000),
      Embroidery::ThreadColour.new(code: "1043", name: "Navy", metres_per_cone: 1000)
    ])
  end

  # A left-chest logo: 9,000 stitches in three shades, red twice.
  def logo(fabric: :pique)
    Embroidery::Design.new(
      name: "Harbour Rowing Club", width_mm: 90, height_mm: 60, fabric: fabric,
      blocks: [
        Embroidery::ColourBlock.new(code: "1043", stitches: 5200),
        Embroidery::ColourBlock.new(code: "1147", stitches: 1800),
        Embroidery::ColourBlock.new(code: "1001", stitches: 1400),
        Embroidery::ColourBlock.new(code: "1147", stitches: 600)
      ]
    )
  end

  # A small monogram, one shade.
  def monogram(fabric: :towel)
    Embroidery::Design.new(
      name: "Monogram AB", width_mm: 50, height_mm: 40, fabric: fabric,
      blocks: [Embroidery::ColourBlock.new(code: "1001", stitches: 3500)]
    )
  end
end

RSpec.configure do |config|
  config.disable_monkey_patching!
  config.order = :defined
end
