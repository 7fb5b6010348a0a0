require "test_helper"

class GrainsTest < Minitest::Test
  def test_lookup_by_string_or_symbol
    assert_equal 60, Gristmill.grain("wheat").lbs_per_bushel
    assert_equal 0.65, Gristmill.grain(:rye).extraction
  end

  def test_unknown_grain
    err = assert_raises(ArgumentError) { Gristmill.grain(:barley) }
    assert_equal "unknown grain: barley", err.message
  end

  def test_pounds
    assert_equal 2400.0, Gristmill.pounds(:wheat, 40)
    assert_equal 588.0, Gristmill.pounds(:corn, 10.5)
  end
end
