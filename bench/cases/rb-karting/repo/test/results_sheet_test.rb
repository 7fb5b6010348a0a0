# frozen_string_literal: true

require "test_helper"

class ResultsSheetTest < Minitest::Test
  include Karting

  def test_race_sheet
    expected = <<~SHEET
      Round 1, adult 15 min
      Pos  Driver            Kart  Laps  Best      Gap        Pts
        1  Ana Ruiz            #3     4  0:31.500              26
        2  Dev Patel           #9     4  0:31.650  +1.100      18
        3  Ben Okafor          #5     4  0:31.900  +1.950      15
        4  Cara Lund           #7     4  0:32.600  +4.900      12
        5  Eli Moss           #11     3  0:33.500  +1 lap      10
      Fastest lap: Ana Ruiz 0:31.500
    SHEET
    assert_equal expected, ResultsSheet.race(Classification.new(Fixtures.round_one), title: "Round 1, adult 15 min")
  end

  def test_race_sheet_lists_non_starters
    session = Fixtures.session({ "Ana Ruiz" => [31_000, 31_200], "Ben Okafor" => [] })
    sheet = ResultsSheet.race(Classification.new(session), title: "Heat")
    assert_includes sheet, "  -  Ben Okafor          #5     0  -         DNS          0\n"
  end

  def test_standings_sheet
    championship = Championship.new("Club championship")
    [Fixtures.round_one, Fixtures.round_two, Fixtures.round_three].each do |session|
      championship.add_round(Classification.new(session))
    end
    expected = <<~SHEET
      Club championship
      Pos  Driver            Rounds  Wins  Points
        1  Ana Ruiz               3     1      59
        2  Ben Okafor             3     1      51
        3  Dev Patel              3     0      45
        4  Cara Lund              3     0      42
        5  Eli Moss               2     1      36
    SHEET
    assert_equal expected, ResultsSheet.standings(championship)
  end
end
