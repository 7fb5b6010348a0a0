require "test_helper"

class OrdersTest < Minitest::Test
  def setup
    @book = Gristmill::OrderBook.new(first: 41)
    @book.take("Abel Fenn", "wheat", 40)
    @book.take("Mary Hollins", :rye, 12)
    @book.take("Abel Fenn", :corn, 10)
  end

  def test_numbers
    assert_equal [41, 42, 43], @book.orders.map(&:number)
  end

  def test_by_customer_and_grain
    assert_equal [41, 43], @book.for_customer("Abel Fenn").map(&:number)
    assert_equal 40, @book.bushels_of("wheat")
  end

  def test_rejects_unknown_grain_and_empty_orders
    assert_raises(ArgumentError) { @book.take("x", :barley, 5) }
    assert_raises(ArgumentError) { @book.take("x", :wheat, 0) }
  end
end
