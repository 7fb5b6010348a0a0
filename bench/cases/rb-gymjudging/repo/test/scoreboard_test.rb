require "test_helper"

class ScoreboardTest < Minitest::Test
  def test_beam_final
    expected = [
      "Beam",
      " 1. Csilla Nagy        Honvéd       D 4.100  E  8.933  ND 0.0  13.033",
      " 2. Anna Kovács        Vasas        D 4.300  E  8.700  ND 0.0  13.000",
      " 3. Bea Tóth           Újpest       D 3.300  E  9.050  ND 0.1  12.250"
    ]
    assert_equal expected, Gymjudge::Scoreboard.lines(:beam, Fixtures.beam_final)
  end
end
