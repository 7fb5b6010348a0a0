require "test_helper"

class MoneyTest < Minitest::Test
  def test_format
    assert_equal "£12.50", Cyclerepair::Money.format(1250)
    assert_equal "£0.07", Cyclerepair::Money.format(7)
    assert_equal "-£3.00", Cyclerepair::Money.format(-300)
  end

  def test_with_vat
    assert_equal 1200, Cyclerepair::Money.with_vat(1000)
    assert_equal 839, Cyclerepair::Money.with_vat(699)
  end
end
