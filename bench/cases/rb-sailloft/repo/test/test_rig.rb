# frozen_string_literal: true

require "test_helper"

class TestRig < Minitest::Test
  include Sailloft

  def test_reads_a_form_in_feet
    rig = Fixtures.kestrel
    assert_equal "Kestrel", rig.name
    assert_in_delta 11.7348, rig.i, 1e-9
    assert_in_delta 3.5814, rig.j, 1e-9
    assert_in_delta 10.16, rig.p, 1e-9
    assert_in_delta 3.3528, rig.e, 1e-9
    assert_in_delta 9.1948, rig.loa, 1e-9
  end

  def test_areas
    rig = Fixtures.kestrel
    assert_in_delta 21.0135, rig.foretriangle_area, 1e-4
    assert_in_delta 17.0322, rig.mainsail_base_area, 1e-4
    assert_in_delta 38.0457, rig.sail_area, 1e-4
    assert_in_delta 12.2691, rig.forestay_length, 1e-4
  end

  def test_form_without_loa
    rig = Rig.from_form("Boat" => "Tern", "I" => "8.1", "J" => "2.6", "P" => "7.5", "E" => "2.9", "LOA" => " ")
    assert_nil rig.loa
    assert_in_delta 10.53, rig.foretriangle_area, 1e-9
  end

  def test_missing_measurements
    error = assert_raises(Rig::InvalidRig) { Rig.from_form("Boat" => "Tern", "I" => "8.1", "P" => "7.5", "E" => "") }
    assert_equal "missing J, E", error.message
  end

  def test_rejects_impossible_rigs
    assert_raises(Rig::InvalidRig) { Rig.new(name: "x", i: 8, j: 0, p: 7, e: 3) }
    assert_raises(Rig::InvalidRig) { Rig.new(name: "x", i: 7, j: 2.5, p: 8, e: 3) }
  end
end
