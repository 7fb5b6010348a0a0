# frozen_string_literal: true

require "test_helper"

class TestQuote < Minitest::Test
  include Sailloft

  def setup
    @rig = Fixtures.kestrel
    @cloth = Cloth.recommended(@rig)
    @main = Quote.new(Sail.mainsail(@rig), @cloth, hardware: { batten_pocket: 4, luff_slide: 30 })
  end

  def test_mainsail_costs
    assert_in_delta 396.89, @main.cloth_cost, 1e-9
    assert_in_delta 12.7, @main.labour_hours, 1e-9
    assert_in_delta 482.60, @main.labour_cost, 1e-9
    assert_in_delta 118.50, @main.hardware_cost, 1e-9
    assert_in_delta 997.99, @main.subtotal, 1e-9
    assert_in_delta 199.60, @main.vat, 1e-9
    assert_in_delta 1197.59, @main.total, 1e-9
  end

  def test_corner_cringles_always_included
    assert_equal({ cringle: 3, batten_pocket: 4, luff_slide: 30 }, @main.hardware_items)
    extra = Quote.new(Sail.mainsail(@rig), @cloth, hardware: { cringle: 2 })
    assert_equal({ cringle: 5 }, extra.hardware_items)
    assert_in_delta 22.5, extra.hardware_cost, 1e-9
  end

  def test_genoa
    genoa = Quote.new(Sail.headsail(@rig, overlap: 1.35), @cloth, hardware: { hank: 10 })
    assert_in_delta 560.08, genoa.cloth_cost, 1e-9
    assert_in_delta 14.9, genoa.labour_hours, 1e-9
    assert_in_delta 45.50, genoa.hardware_cost, 1e-9
    assert_in_delta 1406.14, genoa.total, 1e-9
  end

  def test_lines
    assert_equal [
      ["Cloth DC-7.5, 18.46 m", 396.89],
      ["Labour 12.7 h", 482.6],
      ["Hardware", 118.5],
      ["VAT 20%", 199.6],
      ["Total", 1197.59]
    ], @main.lines
  end

  def test_unknown_hardware
    assert_raises(ArgumentError) { Quote.new(Sail.mainsail(@rig), @cloth, hardware: { winch: 2 }) }
  end
end
