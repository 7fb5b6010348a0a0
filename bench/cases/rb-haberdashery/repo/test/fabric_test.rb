require "test_helper"

class FabricTest < Minitest::Test
  def test_cut_length_rounds_up_to_ten_cm
    assert_equal 160, Fixtures.linen.cut_length(152)
    assert_equal 150, Fixtures.linen.cut_length(150)
  end

  def test_minimum_cut
    assert_equal 50, Fixtures.linen.cut_length(20)
    assert_raises(ArgumentError) { Fixtures.linen.cut_length(0) }
  end

  def test_price_for_length
    assert_equal 2700, Fixtures.linen.price_for(150)
    assert_equal 540, Fixtures.floral.price_for(45)
    assert_equal 435, Fixtures.jersey.price_for(30)
  end

  def test_price_label_and_code
    assert_equal "£18.00/m", Fixtures.linen.price_label
    assert_equal "LIN", Fixtures.linen.code
    assert Fixtures.floral.patterned?
    refute Fixtures.linen.patterned?
  end

  def test_validation
    assert_raises(ArgumentError) do
      Haberdashery::Fabric.new(code: "x", name: "x", width_cm: 0, price: 100)
    end
  end
end
