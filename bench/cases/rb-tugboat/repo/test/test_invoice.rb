# frozen_string_literal: true

require "test_helper"

class InvoiceTest < Minitest::Test
  include Fixtures

  def setup
    @tariff = Tugboat::Tariff.new
    @invoice = Tugboat::Invoice.new(nordic_star, @tariff)
    @arrival = Tugboat::Job.new(vessel: @invoice.vessel, kind: :arrival, ordered_for: at(8))
    fleet.first(3).each { |tug| @arrival.assign(tug) }
    @arrival.started_at = at(8, 40)
  end

  def test_lines_and_totals
    @invoice.add_job(@arrival)
    assert_equal ["Arrival, 3 tug(s)", "Waiting, 40 min"], @invoice.lines.map(&:description)
    assert_equal 930_000 + 72_000, @invoice.net
    assert_equal 210_420, @invoice.vat
    assert_equal 1_212_420, @invoice.total
  end

  def test_overtime_label
    departure = Tugboat::Job.new(vessel: @invoice.vessel, kind: :departure, ordered_for: at(23))
    fleet.first(3).each { |tug| departure.assign(tug) }
    @invoice.add_job(departure)
    assert_equal "Departure, 3 tug(s) (overtime)", @invoice.lines.first.description
    assert_equal 1_395_000, @invoice.net
  end

  def test_other_ship
    other = Tugboat::Job.new(vessel: baltic_wren, kind: :arrival, ordered_for: at(8))
    assert_raises(Tugboat::Error) { @invoice.add_job(other) }
  end

  def test_text
    @invoice.add_job(@arrival)
    expected = <<~TEXT
      Towage: Nordic Star (IMO 9412337)
      Arrival, 3 tug(s)                         9300.00
      Waiting, 40 min                            720.00
      Net                                      10020.00
      VAT 21%                                   2104.20
      Total                                    12124.20
    TEXT
    assert_equal expected, @invoice.to_s
  end
end
