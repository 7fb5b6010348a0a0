# frozen_string_literal: true

require "test_helper"

class ChampionshipTest < Minitest::Test
  include Karting

  def setup
    @championship = Championship.new("Club championship")
    [Fixtures.round_one, Fixtures.round_two, Fixtures.round_three].each do |session|
      @championship.add_round(Classification.new(session))
    end
  end

  def test_points_add_up_over_the_rounds
    assert_equal 59, @championship.points_for("Ana Ruiz")
    assert_equal 36, @championship.points_for("Eli Moss")
    assert_equal 0, @championship.points_for("Finn Hale")
  end

  def test_standings
    standings = @championship.standings
    assert_equal ["Ana Ruiz", "Ben Okafor", "Dev Patel", "Cara Lund", "Eli Moss"], standings.map(&:name)
    assert_equal [59, 51, 45, 42, 36], standings.map(&:points)
    assert_equal [3, 3, 3, 3, 2], standings.map(&:rounds)
    assert_equal "Ana Ruiz", @championship.leader
  end

  def test_ties_go_to_more_wins
    championship = Championship.new("Two rounds")
    championship.add_round(Classification.new(Fixtures.session({ "Cara Lund" => [31_000, 31_000],
                                                                  "Ana Ruiz" => [32_000, 30_900],
                                                                  "Ben Okafor" => [31_500, 31_900] })))
    championship.add_round(Classification.new(Fixtures.session({ "Ben Okafor" => [30_800, 31_000],
                                                                  "Ana Ruiz" => [31_200, 31_100],
                                                                  "Dev Patel" => [31_300, 31_400],
                                                                  "Cara Lund" => [31_500, 31_500] })))
    # Ana 19 + 18 and Cara 25 + 12 are level on 37; Cara has the win.
    assert_equal ["Ben Okafor", "Cara Lund", "Ana Ruiz", "Dev Patel"], championship.standings.map(&:name)
    assert_equal [41, 37, 37, 15], championship.standings.map(&:points)
    assert_equal 1, championship.wins_for("Cara Lund")
    assert_equal 0, championship.wins_for("Ana Ruiz")
  end

  def test_empty_championship
    championship = Championship.new("Winter series")
    assert_empty championship.standings
    assert_nil championship.leader
  end
end
