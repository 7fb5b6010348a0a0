require "test_helper"

class ProgrammeTest < Minitest::Test
  include Fixtures

  def test_standard_programme_dates
    visits = Lawncare::Programme.new.visits_for(hughes, 2026)
    assert_equal %i[spring_feed weed_feed summer_feed scarify aerate autumn_feed], visits.map { |v| v.treatment.code }
    assert_equal Date.new(2026, 3, 16), visits.first.date
    assert_equal Date.new(2026, 9, 7), visits[3].date
    assert_equal visits[3].date, visits[4].date
  end

  def test_poor_lawns_start_with_moss_control
    visits = Lawncare::Programme.new.visits_for(surgery, 2026)
    assert_equal 7, visits.size
    assert_equal :moss_control, visits.first.treatment.code
    assert_equal Date.new(2026, 2, 23), visits.first.date
  end

  def test_annual_price
    assert_equal 21_800, Lawncare::Programme.new.annual_price(hughes, 2026)
  end
end
