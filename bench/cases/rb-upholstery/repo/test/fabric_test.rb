require "test_helper"

class FabricTest < Minitest::Test
  def test_usable_width_leaves_the_selvedges
    assert_equal 133, Fixtures.linen.usable_width_cm
  end

  def test_patterned
    refute Fixtures.linen.patterned?
    assert Fixtures.strawberry_thief.patterned?
  end

  def test_cost_of_metres
    assert_equal 5_760, Fixtures.linen.cost(2.4r)
    assert_equal 11_115, Fixtures.strawberry_thief.cost(1.9r)
  end

  def test_rejects_impossible_sizes
    assert_raises(ArgumentError) { Upholstery::Fabric.new(name: "x", width_cm: 0, price_per_metre: 1) }
    assert_raises(ArgumentError) do
      Upholstery::Fabric.new(name: "x", width_cm: 137, price_per_metre: 1, repeat_cm: -1)
    end
  end
end
