require "test_helper"

class InvoiceTest < Minitest::Test
  include Fixtures

  def okafor_spring
    [visit(okafor, :weed_feed, Date.new(2026, 4, 27)), visit(okafor, :spring_feed, Date.new(2026, 3, 16))]
  end

  def test_totals
    invoice = Lawncare::Invoice.new(number: "GS-0412", customer: "Mr Okafor", visits: okafor_spring)
    assert_equal [7524, 9196], invoice.lines.map(&:amount)
    assert_equal 16_720, invoice.net
    assert_equal 3344, invoice.vat
    assert_equal 20_064, invoice.total
  end

  def test_printed_invoice
    invoice = Lawncare::Invoice.new(number: "GS-0412", customer: "Mr Okafor", visits: okafor_spring)
    expected = <<~TEXT.chomp
      Greenstripe Lawn Care
      Invoice GS-0412 for Mr Okafor

      2026-03-16 Spring feed, L002                   £75.24
      2026-04-27 Weed and feed, L002                 £91.96

      Net                                           £167.20
      VAT 20%                                        £33.44
      Total                                         £200.64
    TEXT
    assert_equal expected, invoice.to_s
  end

  def test_needs_visits
    assert_raises(ArgumentError) { Lawncare::Invoice.new(number: "X", customer: "X", visits: []) }
  end
end
