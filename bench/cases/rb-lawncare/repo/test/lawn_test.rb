require "test_helper"

class LawnTest < Minitest::Test
  include Fixtures

  def test_postcode_is_normalised
    assert_equal "LS6 4QT", okafor.postcode
    assert_equal "LS6", okafor.district
  end

  def test_rejects_bad_area_and_condition
    assert_raises(ArgumentError) { lawn("X", "LS1 1AA", 0) }
    assert_raises(ArgumentError) { lawn("X", "LS1 1AA", 12.5) }
    assert_raises(ArgumentError) do
      Lawn.new(ref: "X", customer: "X", postcode: "LS1 1AA", area_m2: 10, condition: :mossy)
    end
  end

  def test_to_s
    assert_equal "L004 Mr & Mrs Dale (LS8 1PL, 60 m2, good)", dale.to_s
  end
end
