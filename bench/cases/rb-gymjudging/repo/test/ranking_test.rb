require "test_helper"

class RankingTest < Minitest::Test
  def test_order_by_final
    names = Gymjudge::Ranking.places(Fixtures.beam_final).map { |_, r| r.gymnast }
    assert_equal ["Csilla Nagy", "Anna Kovács", "Bea Tóth"], names
  end

  def test_equal_scores_share_a_place
    a = Gymjudge::Routine.new(gymnast: "A", club: "C", apparatus: :floor, elements: %w[C C],
                              requirements: 2, deductions: [1.0, 1.0])
    b = Gymjudge::Routine.new(gymnast: "B", club: "C", apparatus: :floor, elements: %w[C C],
                              requirements: 2, deductions: [1.0, 1.0])
    c = Gymjudge::Routine.new(gymnast: "D", club: "C", apparatus: :floor, elements: %w[A],
                              requirements: 2, deductions: [1.0, 1.0])
    assert_equal [1, 1, 3], Gymjudge::Ranking.places([c, a, b]).map(&:first)
  end
end
