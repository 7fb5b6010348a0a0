# frozen_string_literal: true

require "test_helper"

class TestSail < Minitest::Test
  include Sailloft

  def test_mainsail_from_rig
    main = Sail.mainsail(Fixtures.kestrel)
    assert_equal :main, main.kind
    assert_in_delta 10.16, main.luff, 1e-9
    assert_in_delta 10.6989, main.leech, 1e-4
    assert_in_delta 17.0322, main.triangle_area, 1e-4
    assert_in_delta 19.0761, main.area, 1e-4
  end

  def test_mainsail_without_roach_is_half_p_times_e
    rig = Fixtures.puffin
    main = Sail.mainsail(rig, roach: 0)
    assert_in_delta rig.mainsail_base_area, main.area, 1e-9
  end

  def test_genoa_from_overlap
    genoa = Sail.headsail(Fixtures.kestrel, overlap: 1.35)
    assert_equal :genoa, genoa.kind
    assert genoa.headsail?
    assert_in_delta 11.6557, genoa.luff, 1e-4
    assert_in_delta 5.0550, genoa.foot, 1e-4
    assert_in_delta 11.2699, genoa.leech, 1e-4
    assert_in_delta 28.1770, genoa.area, 1e-4
  end

  def test_working_jib
    jib = Sail.headsail(Fixtures.kestrel, overlap: 1.0)
    assert_equal :jib, jib.kind
    assert_operator jib.area, :<, Fixtures.kestrel.foretriangle_area
  end

  def test_girth
    main = Sail.mainsail(Fixtures.kestrel)
    assert_in_delta 3.1839, main.girth, 1e-4
    assert_in_delta 1.0507, main.girth_station, 1e-4
    # a right angle at the tack: the girth line meets the leech where the altitude does
    right = Sail.new(kind: :jib, luff: 4.0, leech: 5.0, foot: 3.0)
    assert_in_delta 2.4, right.girth, 1e-9
    assert_in_delta 1.8, right.girth_station, 1e-9
  end

  def test_rejects_bad_sails
    assert_raises(ArgumentError) { Sail.new(kind: :spinnaker, luff: 4, leech: 5, foot: 3) }
    assert_raises(ArgumentError) { Sail.new(kind: :jib, luff: 1, leech: 5, foot: 3) }
  end
end
