require "test_helper"

class TestResult < Minitest::Test
  def test_parse_a_plain_result
    result = Tournament::Result.parse("Ajax 2-1 PSV")
    assert_equal ["Ajax", "PSV", 2, 1], [result.home, result.away, result.home_goals, result.away_goals]
  end

  def test_parse_names_with_spaces_and_loose_dash
    result = Tournament::Result.parse("Go Ahead Eagles 0 - 0 FC Twente")
    assert_equal "Go Ahead Eagles", result.home
    assert_equal "FC Twente", result.away
  end

  def test_parse_rejects_garbage
    assert_raises(Tournament::ParseError) { Tournament::Result.parse("Ajax beat PSV") }
  end

  def test_a_team_cannot_play_itself
    assert_raises(Tournament::ParseError) { Tournament::Result.parse("Ajax 1-1 Ajax") }
  end

  def test_outcome_from_each_side
    result = Tournament::Result.parse("Ajax 2-1 PSV")
    assert_equal :win, result.outcome_for("Ajax")
    assert_equal :loss, result.outcome_for("PSV")
    assert_equal :draw, Tournament::Result.parse("Ajax 1-1 PSV").outcome_for("PSV")
  end

  def test_goals_for_an_outsider
    assert_raises(ArgumentError) { Tournament::Result.parse("Ajax 2-1 PSV").goals_for("Feyenoord") }
  end
end
