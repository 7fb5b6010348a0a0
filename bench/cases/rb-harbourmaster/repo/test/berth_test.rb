require "test_helper"

class BerthTest < Minitest::Test
  include Fixtures

  def test_fits
    a1, a2, b3, b4 = berths
    assert a1.fits?(curlew)
    refute a1.fits?(skylark)
    assert a2.fits?(skylark)
    refute a2.fits?(tern)
    assert b3.fits?(tern)
    assert b4.fits?(dunlin)
  end

  def test_keeps_clearance_under_the_keel
    shallow = Harbour::Berth.new(id: 9, pontoon: "C", max_loa: 12, max_beam: 4, depth: 2.1)
    refute shallow.fits?(skylark) # 1.9 + 0.3 > 2.1
    assert shallow.fits?(curlew)
  end

  def test_order_smallest_first
    assert_equal %w[B4 A1 A2 B3], berths.sort.map(&:to_s)
  end
end
