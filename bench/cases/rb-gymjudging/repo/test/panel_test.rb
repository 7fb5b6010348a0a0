require "test_helper"

class PanelTest < Minitest::Test
  def test_three_judges_all_count
    assert_in_delta 8.933, Gymjudge::Panel.new([1.0, 1.3, 0.9]).e_score, 1e-9
  end

  def test_two_judges
    assert_in_delta 9.25, Gymjudge::Panel.new([0.7, 0.8]).e_score, 1e-9
  end

  def test_one_judge_is_not_a_panel
    assert_raises(ArgumentError) { Gymjudge::Panel.new([1.0]) }
  end

  def test_deductions_from_strings
    assert_equal [0.5, 1.2], Gymjudge::Panel.new(%w[0.5 1.2]).deductions
  end
end
