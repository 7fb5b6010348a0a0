require "test_helper"

class ReportTest < Minitest::Test
  include Fixtures

  def setup
    @alloc = Harbour::Allocator.new(berths)
    @alloc.allocate(Harbour::Booking.new(vessel: curlew, arrive: march(10), depart: march(12)))
    @alloc.allocate(Harbour::Booking.new(vessel: skylark, arrive: march(11), depart: march(13)))
    @alloc.allocate(Harbour::Booking.new(vessel: tern, arrive: march(11), depart: march(12)))
    @report = Harbour::Report.new(@alloc)
  end

  def test_occupancy
    assert_equal 25, @report.occupancy(march(10))
    assert_equal 75, @report.occupancy(march(11))
    assert_equal 0, @report.occupancy(march(13))
  end

  def test_flags
    assert_equal [["FR", 1], ["GB", 1], ["NL", 1]], @report.flags(march(11))
  end

  def test_arrivals_and_departures
    assert_equal %w[Skylark Tern], @report.arrivals(march(11))
    assert_equal %w[Curlew Tern], @report.departures(march(12))
  end

  def test_sheet
    sheet = @report.sheet(march(11))
    assert_equal "Night of 2026-03-11: 75% full", sheet.lines.first.chomp
    assert_includes sheet, "A1  Curlew (9.4 m sail)  to 2026-03-12"
    assert_includes sheet, "Arriving: Skylark, Tern"
  end
end
