require "test_helper"

class TestTier < Minitest::Test
  include Cakeshop

  def test_fruit_is_cut_in_fingers_and_sponge_in_slices
    fruit = Tier.new(Tin.new(:round, 8), "rich_fruit")
    sponge = Tier.new(Tin.new(:round, 8), "vanilla")
    assert fruit.fruit?
    refute sponge.fruit?
    assert_equal 50, fruit.portions
    assert_equal 25, sponge.portions
  end

  def test_unknown_flavour
    assert_raises(ArgumentError) { Tier.new(Tin.new(:round, 8), "banana") }
  end

  def test_to_s
    assert_equal "6in round red velvet", Tier.new(Tin.new(:round, 6), "red_velvet").to_s
  end
end
