require "test_helper"

class InvoiceTest < Minitest::Test
  include Fixtures

  def test_dues_and_vat
    b = Harbour::Booking.new(vessel: skylark, arrive: july(10), depart: july(13))
    inv = Harbour::Invoice.new(b)
    assert_equal 3696 * 3, inv.net
    assert_equal 2218, inv.vat
    assert_equal 11_088 + 2218, inv.gross
  end

  def test_shore_power
    b = Harbour::Booking.new(vessel: curlew, arrive: march(10), depart: march(12), shore_power: true)
    inv = Harbour::Invoice.new(b)
    assert_equal ["Harbour dues, 2 nights", "Shore power"], inv.lines.map(&:text)
    assert_equal 2256 * 2 + 900, inv.net
  end

  def test_text
    b = Harbour::Booking.new(vessel: dunlin, arrive: march(10), depart: march(11))
    text = Harbour::Invoice.new(b).to_text
    assert_includes text, "Dunlin (7.6 m motor)  2026-03-10 to 2026-03-11"
    assert_match(/Harbour dues, 1 night\s+£20\.00/, text)
    assert_match(/VAT 20%\s+£4\.00/, text)
    assert_match(/Total\s+£24\.00/, text)
  end

  def test_money
    assert_equal "£0.05", Harbour::Invoice.money(5)
    assert_equal "£133.06", Harbour::Invoice.money(13_306)
  end
end
