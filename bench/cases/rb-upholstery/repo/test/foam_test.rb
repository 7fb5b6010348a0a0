require "test_helper"

class FoamTest < Minitest::Test
  include Upholstery

  def test_volume_and_cost
    cushion = Cushion.new(50, 50, 10, grade: "RX39/200")
    assert_equal Rational(1, 40), cushion.volume_m3
    assert_equal 1_150, cushion.cost
  end

  def test_wrapping_adds_the_wadding
    plain = Cushion.new(55, 50, 10, grade: "RX33/130", count: 2)
    wrapped = Cushion.new(55, 50, 10, grade: "RX33/130", count: 2, wrapped: true)
    assert_equal Rational(38, 25), wrapped.surface_m2
    # 0.055 m³ at £395.00 is £21.725; 1.52 m² of wadding at £4.50 is £6.84
    assert_equal 2_173, plain.cost
    assert_equal 2_857, wrapped.cost
  end

  def test_description
    assert_equal "2 x RX33/130 55x50x10 cm, wrapped",
                 Cushion.new(55, 50, 10, grade: "RX33/130", count: 2, wrapped: true).description
    assert_equal "RX24/90 50x40x5 cm", Cushion.new(50, 40, 5, grade: "RX24/90", seat: false).description
  end

  def test_seat_foam_must_be_firm_and_thick_enough
    assert_raises(Error) { Cushion.new(50, 50, 4, grade: "RX39/200") }
    assert_raises(Error) { Cushion.new(50, 50, 8, grade: "RX24/90") }
    assert_raises(Error) { Cushion.new(50, 50, 8, grade: "RX99/1") }
  end
end
