require "test_helper"

class BookingTest < Minitest::Test
  include Fixtures

  def test_nights_and_on
    b = Harbour::Booking.new(vessel: curlew, arrive: march(10), depart: march(13))
    assert_equal 3, b.nights
    assert b.on?(march(10))
    assert b.on?(march(12))
    refute b.on?(march(13))
  end

  def test_overlaps
    a = Harbour::Booking.new(vessel: curlew, arrive: march(10), depart: march(13))
    b = Harbour::Booking.new(vessel: skylark, arrive: march(13), depart: march(15))
    c = Harbour::Booking.new(vessel: tern, arrive: march(12), depart: march(14))
    refute a.overlaps?(b), "leaving the morning another arrives"
    assert a.overlaps?(c)
    assert c.overlaps?(b)
  end

  def test_rejects_backwards_stay
    assert_raises(Harbour::Error) { Harbour::Booking.new(vessel: curlew, arrive: march(10), depart: march(9)) }
  end

  def test_to_s
    b = Harbour::Booking.new(vessel: curlew, arrive: march(10), depart: march(11))
    assert_equal "Curlew 2026-03-10..2026-03-11", b.to_s
  end
end
