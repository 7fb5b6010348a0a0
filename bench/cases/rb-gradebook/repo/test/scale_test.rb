# frozen_string_literal: true

require "test_helper"

class ScaleTest < Minitest::Test
  def test_boundaries
    assert_equal "A", Gradebook::Scale.letter(93.0)
    assert_equal "A-", Gradebook::Scale.letter(92.94)
    assert_equal "B", Gradebook::Scale.letter(83.0)
    assert_equal "F", Gradebook::Scale.letter(59.9)
  end

  def test_passing
    assert Gradebook::Scale.passing?(60.0)
    refute Gradebook::Scale.passing?(12.5)
  end
end
