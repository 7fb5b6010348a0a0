require "test_helper"

class SerialTest < Minitest::Test
  def test_canonical_form_is_kept
    assert_equal "MTR-04410", Meterread::Serial.normalize("MTR-04410")
  end

  def test_lower_case_prefix
    assert_equal "MTR-04410", Meterread::Serial.normalize("mtr-04410")
  end

  def test_rejects_letters
    refute Meterread::Serial.valid?("MTR-12A45")
  end

  def test_rejects_too_long
    refute Meterread::Serial.valid?("MTR-1234567")
  end
end
