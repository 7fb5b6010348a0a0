# frozen_string_literal: true

require "test_helper"

class GridTest < Minitest::Test
  include Karting

  def qualifying
    Fixtures.session({
      "Ana Ruiz" => [32_000, 31_600],
      "Ben Okafor" => [31_700, 32_200],
      "Cara Lund" => [],
      "Dev Patel" => [31_650, 31_900],
      "Eli Moss" => [31_600, 33_000]
    }, kind: :qualifying)
  end

  def test_quickest_lap_on_pole_and_untimed_at_the_back
    slots = Grid.from_qualifying(qualifying)
    assert_equal ["Ana Ruiz", "Eli Moss", "Dev Patel", "Ben Okafor", "Cara Lund"], Grid.names(slots)
    assert_equal [31_600, 31_600, 31_650, 31_700, nil], slots.map(&:best_ms)
    assert_equal (1..5).to_a, slots.map(&:position)
  end

  def test_equal_laps_go_to_whoever_set_it_first
    slots = Grid.from_qualifying(qualifying)
    ana, eli = slots.first(2).map(&:entry)
    assert_equal 3, ana.kart.number
    assert_equal 11, eli.kart.number
  end

  def test_grid_needs_a_qualifying_session
    assert_raises(Error) { Grid.from_qualifying(Fixtures.round_one) }
  end
end
