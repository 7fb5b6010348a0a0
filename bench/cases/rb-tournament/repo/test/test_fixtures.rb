require "test_helper"

class TestFixtures < Minitest::Test
  def test_every_pair_meets_once
    rounds = Tournament::Fixtures.round_robin(%w[A B C D])
    assert_equal 3, rounds.size
    pairs = rounds.flatten(1).map(&:sort)
    assert_equal %w[A B C D].combination(2).to_a.sort, pairs.sort
  end

  def test_odd_number_of_teams_rests_one_each_round
    rounds = Tournament::Fixtures.round_robin(%w[A B C])
    assert_equal 3, rounds.size
    assert(rounds.all? { |round| round.size == 1 })
  end

  def test_double_round_robin_swaps_venues
    first, *, last = Tournament::Fixtures.double_round_robin(%w[A B])
    assert_equal [%w[A B]], first
    assert_equal [%w[B A]], last
  end

  def test_rejects_duplicates
    assert_raises(ArgumentError) { Tournament::Fixtures.round_robin(%w[A A]) }
  end
end
