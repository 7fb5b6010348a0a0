require "test_helper"

class RoutineTest < Minitest::Test
  def test_final_is_d_plus_e_minus_neutral
    bea = Fixtures.beam_final[1]
    assert_in_delta 3.3, bea.d_score, 1e-9
    assert_in_delta 12.25, bea.final, 1e-9
  end

  def test_final_never_negative
    fall = Gymjudge::Routine.new(gymnast: "X", club: "Y", apparatus: :floor, elements: %w[A],
                                 requirements: 0, deductions: [9.9, 10.0], neutral: 0.5)
    assert_equal 0.0, fall.final
  end

  def test_unknown_apparatus
    assert_raises(ArgumentError) do
      Gymjudge::Routine.new(gymnast: "X", club: "Y", apparatus: :vault2, elements: [], requirements: 0,
                            deductions: [1, 1])
    end
  end
end
