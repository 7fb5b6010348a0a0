require "test_helper"

class QuoteTest < Minitest::Test
  include JobFactory

  def setup
    @catalogue = Cyclerepair::Catalogue.standard
  end

  def test_puncture
    quote = Cyclerepair::Quote.new(job(1, 0.25, parts: ["TUBE-700"]), @catalogue)
    assert_equal 699, quote.parts_total
    assert_equal 1000, quote.labour_total
    assert_equal 2039, quote.total
  end

  def test_labour_by_the_started_quarter_hour
    quote = Cyclerepair::Quote.new(job(2, 1.1), @catalogue)
    assert_equal 1.25, quote.billed_hours
    assert_equal 5000, quote.labour_total
  end

  def test_lines
    quote = Cyclerepair::Quote.new(job(3, 0.75, parts: %w[PADS-DISC CABLE-BR]), @catalogue)
    assert_equal ["Disc brake pads             £18.99",
                  "Brake cable                  £4.50",
                  "Labour 0.75h                £30.00",
                  "Total inc. VAT              £64.19"], quote.lines
  end

  def test_unknown_part
    quote = Cyclerepair::Quote.new(job(4, 1, parts: ["BELL"]), @catalogue)
    assert_raises(KeyError) { quote.parts_total }
  end
end
