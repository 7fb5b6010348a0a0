# frozen_string_literal: true

require "test_helper"

class SinclairLoadingTest < Minitest::Test
  def test_scales_a_total_by_bodyweight
    assert_in_delta 404.4, Weightlifting::Sinclair.points(300, 73), 0.01
    assert_in_delta 1.0, Weightlifting::Sinclair.coefficient(200), 1e-12
  end

  def test_loads_the_bar_biggest_plates_first
    assert_equal [25, 20, 2.5], Weightlifting::Loading.per_side(120)
    assert_equal [25, 5, 2.5, 1.5], Weightlifting::Loading.per_side(93)
    assert_equal [], Weightlifting::Loading.per_side(25)
  end

  def test_refuses_less_than_the_bar
    assert_raises(Weightlifting::Error) { Weightlifting::Loading.per_side(20) }
  end
end
