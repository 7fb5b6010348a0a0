# frozen_string_literal: true

require "test_helper"

class TestReport < Minitest::Test
  include Tannery

  def test_batch_sheet_for_veg_goat
    expected = <<~SHEET.chomp
      Batch B24-032: 4 goat hides, vegetable saddlery
      Weights: green 8.60 kg, pelt 7.05 kg, shaved 3.10 kg
      soak       17 L at 24°C, 12 h
        wetting agent             0.20%     0.02 kg
      lime       13 L at 24°C, 24 h
        lime                      4.00%     0.34 kg
        sodium sulphide           2.00%     0.17 kg
      delime      7 L at 32°C, 1 h 30 min
        ammonium sulphate         1.50%     0.11 kg
      tan         4 L at 30°C, 48 h
        mimosa                   20.00%     1.41 kg
        chestnut                 10.00%     0.71 kg
      Water: 41 L
    SHEET
    assert_equal expected, Report.batch_sheet(Fixtures.goat_batch, Recipes::VEG)
  end

  def test_batch_sheet_lists_every_chrome_step
    sheet = Report.batch_sheet(Fixtures.steer_batch, Recipes::CHROME)
    assert_includes sheet, "Weights: green 368.40 kg, pelt 302.09 kg, shaved 132.62 kg"
    assert_includes sheet, "pickle    242 L at 22°C, 2 h 30 min"
    assert_includes sheet, "  chrome sulphate           8.00%    24.17 kg"
    assert sheet.end_with?("Water: 2577 L")
  end

  def test_quote
    quote = Quote.new(Fixtures.measured_steer_batch, Fixtures.upholstery_prices)
    expected = <<~QUOTE.chomp
      Quote for batch B24-031 (upholstery crust)
      TR1    7 hides   336.50 sq ft @ £5.45 = £1,833.93
      TR2    3 hides   136.75 sq ft @ £4.85 = £663.24
      TR3    1 hides    50.50 sq ft @ £4.10 = £207.05
      Goods: £2,704.22
      Volume discount 3%: -£81.13
      VAT 20%: £524.62
      Total: £3,147.71
    QUOTE
    assert_equal expected, Report.quote(quote)
  end

  def test_duration
    assert_equal "45 min", Report.duration(45)
    assert_equal "2 h", Report.duration(120)
    assert_equal "1 h 30 min", Report.duration(90)
  end
end
