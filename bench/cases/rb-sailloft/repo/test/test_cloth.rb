# frozen_string_literal: true

require "test_helper"

class TestCloth < Minitest::Test
  include Sailloft

  def test_find
    cloth = Cloth.find("DC-6")
    assert_equal 0.914, cloth.width
    assert_equal "DC-6 Dacron 6.0 oz cross-cut", cloth.to_s
    assert_raises(Cloth::UnknownCloth) { Cloth.find("DC-8") }
  end

  def test_recommended_by_length
    assert_equal "DC-5", Cloth.recommended(Fixtures.puffin).code
    assert_equal "DC-7.5", Cloth.recommended(Fixtures.kestrel).code
    big = Rig.new(name: "Albatross", loa: 12.4, i: 15, j: 4.6, p: 13.5, e: 4.4)
    assert_equal "DC-9", Cloth.recommended(big).code
    edge = Rig.new(name: "Edge", loa: 9.0, i: 11, j: 3.4, p: 10, e: 3.2)
    assert_equal "DC-7.5", Cloth.recommended(edge).code
  end

  def test_recommended_needs_loa
    rig = Rig.new(name: "Tern", i: 8.1, j: 2.6, p: 7.5, e: 2.9)
    assert_raises(ArgumentError) { Cloth.recommended(rig) }
  end
end
