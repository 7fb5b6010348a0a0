require "test_helper"

class OrderTest < Minitest::Test
  include Cinematix

  def evening = Pricing::Show.new(title: "Heat", hour: 20, three_d: false)
  def evening_3d = Pricing::Show.new(title: "Avatar", hour: 21, three_d: true)

  def test_small_order_has_no_discount
    order = Order.new(evening).add(:adult, 2).add(:child)
    assert_equal 3, order.tickets
    assert_equal 3350, order.subtotal
    assert_equal 0, order.group_discount
    assert_equal 3350, order.total
  end

  def test_group_of_ten_3d
    order = Order.new(evening_3d).add(:adult, 10)
    assert_equal 15_500, order.subtotal
    assert_equal 2325, order.group_discount
    assert_equal 13_175, order.total
  end

  def test_school_trip_total
    order = Order.new(evening).add(:adult, 8).add(:child, 3)
    assert_equal 12_550, order.subtotal
    assert_equal 10_667, order.total
  end

  def test_receipt
    order = Order.new(evening).add(:adult, 8).add(:child, 3)
    expected = <<~TEXT.chomp
      8 x adult @ €12.50
      3 x child @ €8.50
      group discount -€18.83
      total €106.67
    TEXT
    assert_equal expected, order.receipt
  end

  def test_add_rejects_unknown_kind_and_zero
    order = Order.new(evening)
    assert_raises(ArgumentError) { order.add(:vip) }
    assert_raises(ArgumentError) { order.add(:adult, 0) }
  end
end
