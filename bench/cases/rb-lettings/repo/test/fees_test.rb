require "test_helper"

class FeesTest < Minitest::Test
  def test_management_fee_and_vat
    fees = Lettings::FeeSchedule.new(management_bp: 1250)
    assert_equal 118_75, fees.management_fee(950_00)
    assert_equal 23_75, fees.vat_on(118_75)
    assert_equal "12.5% of rent collected + VAT", fees.describe
  end

  def test_not_vat_registered
    fees = Lettings::FeeSchedule.new(vat_registered: false)
    assert_equal 0, fees.vat_on(114_00)
    assert_equal "12.0% of rent collected", fees.describe
  end

  def test_rate_range
    assert_raises(ArgumentError) { Lettings::FeeSchedule.new(management_bp: 10_001) }
  end
end
