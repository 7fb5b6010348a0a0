require "test_helper"

class UsageTest < Minitest::Test
  include Slips

  def test_totals_group_each_meter_however_written
    usage = Meterread::Usage.new(november)
    assert_equal({ "MTR-00007" => 0.0, "MTR-00123" => 112.3, "MTR-04410" => 310.5 }, usage.totals)
  end

  def test_consumption_by_any_spelling
    assert_in_delta 112.3, Meterread::Usage.new(november).consumption("123")
  end

  def test_needing_estimate
    assert_equal ["MTR-00007"], Meterread::Usage.new(november).needing_estimate
  end

  def test_unknown_meter_is_zero
    assert_in_delta 0.0, Meterread::Usage.new(november).consumption("MTR-99999")
  end
end
