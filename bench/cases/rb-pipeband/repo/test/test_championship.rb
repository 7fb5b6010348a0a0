require "test_helper"

class ChampionshipTest < Minitest::Test
  include ContestFixtures

  def season
    champ = Pipeband::Championship.new("2")
    champ.add(contest_with("Cowal Gathering",
                           "Lomond & Clyde" => [86, 84, 81, 85],
                           "Kintyre Schools" => [83, 85, 84, 82],
                           "Oban High" => [80, 79, 86, 80],
                           "Stirling Caledonia" => [78, 81, 77, 79]))
    champ.add(contest_with("Bute Highland Games",
                           "Kintyre Schools" => [85, 86, 83, 84],
                           "Oban High" => [84, 82, 85, 83],
                           "Stirling Caledonia" => [80, 80, 80, 80]))
    champ
  end

  def test_standings
    standings = season.standings
    assert_equal ["Kintyre Schools", "Oban High", "Stirling Caledonia", "Lomond & Clyde"],
                 standings.map { |s| s.band.name }
    assert_equal [1, 2, 3, 4], standings.map(&:position)
    assert_equal [22, 18, 14, 12], standings.map(&:points)
    assert_equal [1, 0, 0, 1], standings.map(&:wins)
  end

  def test_points_only_for_the_top_six
    bands = %w[A B C D E F G].each_with_index.to_h { |name, i| [name, [90 - i] * 4] }
    champ = Pipeband::Championship.new("2").add(contest_with("Oban", bands))
    assert_equal [12, 10, 8, 6, 4, 2, 0], champ.standings.map(&:points)
  end

  def test_rejects_other_grade
    assert_raises(Pipeband::Error) do
      Pipeband::Championship.new("2").add(Pipeband::Contest.new("Cowal Gathering", "1"))
    end
  end
end
