# frozen_string_literal: true

require 'test_helper'

class VesselTest < Minitest::Test
  include Towage

  def test_describes_itself
    assert_equal 'Maersk Kowloon (container, 299.9 m, 94193 GT)', Fixtures.boxship.to_s
    assert_equal 'Stena Horizon (ro-ro, 186.5 m, 26500 GT)', Fixtures.ferry.to_s
  end

  def test_laden_tankers_are_dangerous
    assert Fixtures.tanker.dangerous?
    refute Fixtures.tanker(laden: false).dangerous?
    refute Fixtures.boxship.dangerous?
  end

  def test_rejects_impossible_dimensions
    assert_raises(ArgumentError) { Vessel.new(name: 'A', type: :yacht, loa: 40, beam: 8, draught: 3, gross_tonnage: 500) }
    assert_raises(ArgumentError) { Vessel.new(name: 'B', type: :bulk, loa: 0, beam: 8, draught: 3, gross_tonnage: 500) }
    assert_raises(ArgumentError) { Vessel.new(name: 'C', type: :bulk, loa: 30, beam: 31, draught: 3, gross_tonnage: 500) }
  end

  def test_tugs
    tug = Tug.new(name: 'Wearside', bollard_pull: 32, propulsion: :conventional, free_from: 600)
    refute tug.omnidirectional?
    refute tug.free_at?(599)
    assert tug.free_at?(600)
    assert_equal 'Wearside (32 t)', tug.to_s
    assert_raises(ArgumentError) { Tug.new(name: 'X', bollard_pull: 40, propulsion: :paddle) }
  end
end
