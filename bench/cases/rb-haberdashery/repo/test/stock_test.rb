require "test_helper"

class StockTest < Minitest::Test
  include Haberdashery

  def setup
    @stock = Stock.new
    @long = @stock.receive(Bolt.new(id: "L1", fabric: Fixtures.linen, length_cm: 1500))
    @short = @stock.receive(Bolt.new(id: "L2", fabric: Fixtures.linen, length_cm: 320))
    @floral = @stock.receive(Bolt.new(id: "C1", fabric: Fixtures.floral, length_cm: 180))
  end

  def test_cuts_from_shortest_bolt_that_fits
    assert_equal "L2", @stock.cut("lin", 200).id
    assert_equal 120, @short.remaining_cm
    assert_equal "L1", @stock.cut("LIN", 200).id
    assert_equal 1300, @long.remaining_cm
    assert_equal 1420, @stock.on_hand_cm("lin")
  end

  def test_no_bolt_long_enough
    assert_raises(InsufficientFabric) { @stock.cut("CTN", 200) }
    assert_raises(InsufficientFabric) { @short.cut!(400) }
  end

  def test_remnants
    @stock.cut("LIN", 250)
    @stock.cut("CTN", 100)
    assert_equal ["C1", "L2"], @stock.remnants.map(&:id)
    @stock.cut("CTN", 80)
    assert_equal ["L2"], @stock.remnants.map(&:id)
    assert_empty @stock.bolts("CTN")
  end

  def test_low_stock
    assert_equal [["CTN", 180]], @stock.low_stock(200)
    @stock.cut("LIN", 1500)
    assert_equal [["CTN", 180], ["LIN", 320]], @stock.low_stock(500)
  end
end
