require "test_helper"

class TestStandings < Minitest::Test
  RESULTS = <<~TEXT
    # round 1
    Ajax 2-1 PSV
    Feyenoord 0-0 AZ

    # round 2
    PSV 3-0 AZ
    Ajax 1-1 Feyenoord
    # round 3
    AZ 2-2 Ajax
    Feyenoord 0-1 PSV
  TEXT

  def setup
    @standings = Tournament.standings_from(RESULTS)
  end

  def test_row_totals
    ajax = @standings.row("Ajax")
    assert_equal [3, 1, 2, 0], [ajax.played, ajax.won, ajax.drawn, ajax.lost]
    assert_equal [5, 4, 5], [ajax.goals_for, ajax.goals_against, ajax.points]
  end

  def test_order_by_points_then_goal_difference
    assert_equal %w[PSV Ajax Feyenoord AZ], @standings.map(&:team)
  end

  def test_leader_and_position
    assert_equal "PSV", @standings.leader.team
    assert_equal 3, @standings.position("Feyenoord")
    assert_nil @standings.position("Utrecht")
  end

  def test_two_points_for_a_win
    standings = Tournament.standings_from(RESULTS, scoring: Tournament::Scoring::TWO_POINTS)
    assert_equal 4, standings.row("PSV").points
    assert_equal 4, standings.row("Ajax").points
  end

  def test_goals_scored_break_a_tie_on_difference
    standings = Tournament.standings_from("A 3-3 B\nC 0-0 D\n")
    assert_equal %w[A B C D], standings.map(&:team)
  end
end
