require "test_helper"

class VesselTest < Minitest::Test
  include Fixtures

  def test_dimensions_are_floats
    v = Harbour::Vessel.new(name: "Kittiwake", loa: 8, beam: 3, draught: 1)
    assert_equal 8.0, v.loa
    assert_equal "Kittiwake (8.0 m sail)", v.to_s
  end

  def test_flags
    assert skylark.visitor?
    assert_equal "FR", skylark.flag
    refute curlew.visitor?
  end

  def test_multihull
    assert tern.multihull?
    refute dunlin.multihull?
  end

  def test_rejects_bad_dimensions
    assert_raises(ArgumentError) { Harbour::Vessel.new(name: "X", loa: 0, beam: 3, draught: 1) }
    assert_raises(ArgumentError) { Harbour::Vessel.new(name: "X", loa: 8, beam: 9, draught: 1) }
    assert_raises(ArgumentError) { Harbour::Vessel.new(name: "X", loa: 8, beam: 3, draught: 1, kind: :barge) }
  end
end
