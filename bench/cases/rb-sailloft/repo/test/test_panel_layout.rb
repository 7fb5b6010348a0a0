# frozen_string_literal: true

require "test_helper"

class TestPanelLayout < Minitest::Test
  include Sailloft

  def setup
    @main = Sail.mainsail(Fixtures.kestrel)
    @layout = PanelLayout.new(@main, Cloth.find("DC-7.5"))
  end

  def test_panels_cover_the_leech
    assert_in_delta 1.352, @layout.usable_width, 1e-9
    assert_equal 8, @layout.panel_count
    assert_equal 0.0, @layout.panels.first.from
    assert_in_delta @main.leech, @layout.panels.last.to, 0.001
    @layout.panels.each_cons(2) { |a, b| assert_equal a.to, b.from }
  end

  def test_widest_panel_is_at_the_girth
    assert_equal 1, @layout.longest_panel.number
    assert_in_delta 3.716, @layout.longest_panel.length, 1e-9
    assert_equal [3.716, 3.605, 3.105, 2.605, 2.106, 1.606, 1.106, 0.606], @layout.panels.map(&:length)
  end

  def test_cloth_metres
    assert_in_delta 18.46, @layout.cloth_metres, 1e-9
  end

  def test_narrow_cloth_needs_more_panels
    narrow = PanelLayout.new(@main, Cloth.find("DC-6"))
    assert_equal 12, narrow.panel_count
    assert_operator narrow.cloth_metres, :>, @layout.cloth_metres
  end

  def test_small_mainsail
    rig = Fixtures.puffin
    layout = PanelLayout.new(Sail.mainsail(rig), Cloth.recommended(rig))
    assert_equal 9, layout.panel_count
    assert_in_delta 17.14, layout.cloth_metres, 1e-9
  end
end
