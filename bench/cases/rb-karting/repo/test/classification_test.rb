# frozen_string_literal: true

require "test_helper"

class ClassificationTest < Minitest::Test
  include Karting

  def setup
    @race = Classification.new(Fixtures.round_one)
  end

  def test_order_is_laps_then_crossing_time
    assert_equal ["Ana Ruiz", "Dev Patel", "Ben Okafor", "Cara Lund", "Eli Moss"],
                 @race.rows.map { |row| row.driver.name }
    assert_equal [1, 2, 3, 4, 5], @race.rows.map(&:position)
    assert_equal "Ana Ruiz", @race.winner.name
  end

  def test_gaps_in_seconds_or_laps
    assert_equal ["", "+1.100", "+1.950", "+4.900", "+1 lap"], @race.rows.map(&:gap)
    third = Classification.new(Fixtures.round_three)
    assert_equal "+2 laps", third.rows.last.gap
  end

  def test_points_with_fastest_lap_bonus
    assert_equal [26, 18, 15, 12, 10], @race.rows.map(&:points)
    assert_equal "Ana Ruiz", @race.fastest_lap.driver.name
    assert_equal 18, @race.points_for("Dev Patel")
    assert_nil @race.points_for("Finn Hale")
  end

  def test_karts_without_a_lap_are_not_classified
    session = Fixtures.session({ "Ana Ruiz" => [31_000, 31_200], "Ben Okafor" => [] })
    race = Classification.new(session)
    assert_equal ["Ana Ruiz"], race.rows.map { |row| row.driver.name }
    assert_equal ["Ben Okafor"], race.unclassified.map { |r| r.driver.name }
    assert_nil race.points_for("Ben Okafor")
  end

  def test_only_races_are_classified
    practice = Fixtures.session({ "Ana Ruiz" => [31_000] }, kind: :practice)
    assert_raises(Error) { Classification.new(practice) }
  end
end
