require "test_helper"

class CustomerTest < Minitest::Test
  include Fixtures

  def test_parse_reads_every_line
    assert_equal %w[C01 C02 C03 C04 C05 C06], customers.map(&:ref)
  end

  def test_fields
    c = customer("C02")
    assert_equal "12 Beech Grove", c.address
    assert_equal :detached, c.property
    assert_equal [:conservatory], c.extras
    assert_equal Date.new(2026, 11, 16), c.next_due
  end

  def test_due
    assert customer("C01").due?(ROUND_DAY)
    refute customer("C04").due?(ROUND_DAY)
    assert customer("C04").due?(ROUND_DAY + 7)
  end

  def test_missing_column
    error = assert_raises(Windowround::BookingError) do
      Windowround::BookingSheet.parse(BOOKINGS.sub(",extras", ""))
    end
    assert_match(/extras/, error.message)
  end

  def test_bad_date
    error = assert_raises(Windowround::BookingError) do
      Windowround::BookingSheet.parse(BOOKINGS.sub("2026-10-26", "26/10/2026"))
    end
    assert_match(/line 5/, error.message)
  end
end
