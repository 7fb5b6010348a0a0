require "test_helper"

class DifficultyTest < Minitest::Test
  def test_best_eight_count
    assert_in_delta 4.3, Gymjudge::Difficulty.score(:beam, %w[D C C B B A E C A], 4), 1e-9
  end

  def test_fewer_elements_than_counting
    assert_in_delta 1.1, Gymjudge::Difficulty.score(:floor, %w[c b a], 1), 1e-9
  end

  def test_requirements_range
    assert_raises(ArgumentError) { Gymjudge::Difficulty.score(:beam, %w[A], 5) }
    assert_raises(ArgumentError) { Gymjudge::Difficulty.score(:beam, %w[H], 0) }
  end
end
