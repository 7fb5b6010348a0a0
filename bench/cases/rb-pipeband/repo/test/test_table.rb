require "test_helper"

class TableTest < Minitest::Test
  include ContestFixtures

  def test_contest_table
    c = contest_with("Cowal Gathering",
                     "Lomond & Clyde" => [86, 84, 81, 85],
                     "Kintyre Schools" => [83, 85, 84, 82],
                     "Oban High" => [80, 79, 86, 80])
    expected = <<~TABLE
      Cowal Gathering - grade 2
      Pl  Band            MacLeod Grant Baird Munro Agg
      1   Lomond & Clyde        1     2     3     1   7
      2   Kintyre Schools       2     1     2     2   7
      3   Oban High             3     3     1     3  10
    TABLE
    assert_equal expected, Pipeband::Table.contest(c)
  end

  def test_championship_table
    champ = Pipeband::Championship.new("2")
    champ.add(contest_with("Cowal Gathering", "Lomond & Clyde" => [86, 84, 81, 85], "Oban High" => [80, 79, 86, 80]))
    champ.add(contest_with("Bute", "Lomond & Clyde" => [86, 84, 81, 85], "Oban High" => [80, 79, 86, 80]))
    expected = " 1. Lomond & Clyde                24 pts (2 wins)\n" \
               " 2. Oban High                     20 pts\n"
    assert_equal expected, Pipeband::Table.championship(champ.standings)
  end

  def test_short_judge_name
    assert_equal "Ng ", Pipeband::Table.short("Mei Ng")
    assert_equal "Grant", Pipeband::Table.short("Fiona Grant")
  end
end
