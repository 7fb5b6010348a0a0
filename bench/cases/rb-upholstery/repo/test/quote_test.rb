require "test_helper"

class QuoteTest < Minitest::Test
  include Upholstery

  def dining_set
    Quote.new(customer: "Mrs E. Thornbury",
              fabric: Fixtures.linen,
              panels: Pieces.dining_seat(width: 45, depth: 42, count: 6),
              jobs: [Labour.job(:dining_seat, %i[strip stuffing cover], count: 6)])
  end

  def footstool
    Quote.new(customer: "Wray & Daughters",
              fabric: Fixtures.strawberry_thief,
              panels: Pieces.footstool(width: 60, depth: 40, height: 30),
              cushions: [Cushion.new(60, 40, 8, grade: "RX39/200", wrapped: true)],
              jobs: [Labour.full(:footstool)])
  end

  def test_dining_set_totals
    quote = dining_set
    assert_equal 4_560, quote.lines.first.pence
    assert_equal 45_960, quote.subtotal
    assert_equal 9_192, quote.vat
    assert_equal 55_152, quote.total
  end

  def test_footstool_quotation
    expected = <<~TEXT.chomp
      Quotation for Wray & Daughters
      Fabric: Strawberry Thief, 1.5 m at £58.50/m                     £87.75
      Foam: RX39/200 60x40x8 cm, wrapped                              £11.71
      Labour: footstool: strip, webbing, springs, stuffing, cover (4.75 h)     £180.50
      Sundries: 1 piece                                               £12.00
      Subtotal                                                       £291.96
      VAT at 20%                                                      £58.39
      Total                                                          £350.35
    TEXT
    assert_equal expected, footstool.to_s
  end

  def test_pieces_count_the_sundries
    assert_equal 6, dining_set.pieces
    assert_equal "Sundries: 6 pieces", dining_set.lines.last.text
    assert_equal 7_200, dining_set.lines.last.pence
  end
end
