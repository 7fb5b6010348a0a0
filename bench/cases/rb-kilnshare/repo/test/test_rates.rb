require "helper"

class TestRates < Minitest::Test
  def test_per_shelf
    assert_equal 600, Kilnshare::Rates.per_shelf(:bisque)
    assert_equal 1200, Kilnshare::Rates.per_shelf(:glaze_high)
  end

  def test_members_pay_ten_percent_less
    assert_equal 540, Kilnshare::Rates.per_shelf(:bisque, member: true)
    assert_equal 630, Kilnshare::Rates.per_shelf(:glaze_low, member: true)
  end

  def test_glaze_by_cone
    assert_equal :glaze_low, Kilnshare::Rates.glaze_for(-6)
    assert_equal :glaze_mid, Kilnshare::Rates.glaze_for(6)
    assert_equal :glaze_high, Kilnshare::Rates.glaze_for(10)
    assert_raises(ArgumentError) { Kilnshare::Rates.glaze_for(8) }
  end

  def test_unknown_firing
    assert_raises(ArgumentError) { Kilnshare::Rates.per_shelf(:raku) }
  end
end
