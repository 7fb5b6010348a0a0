# frozen_string_literal: true

require "test_helper"

class RankingTest < Minitest::Test
  include MeetHelpers

  def lifters
    [
      lifter("Aled", 72.6, 4, "120 (125) 125", "150 155 (160)"),
      lifter("Bryn", 72.9, 7, "(120) (120) (120)", "150 155 160"),
      lifter("Cai", 73.0, 2, "118 122 (126)", "151 158 (162)"),
      lifter("Dewi", 70.8, 9, "115 120 (124)", "150 (155) (155)"),
      lifter("Emyr", 80.2, 1, "130 135 (138)", "160 166 170")
    ]
  end

  def test_groups_the_lifters_by_category
    assert_equal({ "73" => %w[Aled Bryn Cai Dewi], "81" => %w[Emyr] },
                 Weightlifting::Ranking.new(lifters).categories.transform_values { |ls| ls.map(&:name) })
  end

  def test_ranks_a_category_by_total_the_lighter_lifter_first_on_a_tie
    rows = Weightlifting::Ranking.new(lifters).category("73")
    assert_equal [[1, "Aled", 280], [2, "Cai", 280], [3, "Dewi", 270], [nil, "Bryn", nil]],
                 rows.map { |r| [r.place, r.name, r.total] }
  end

  def test_finds_the_best_lifter_on_sinclair_points
    assert_equal "Emyr", Weightlifting::Ranking.new(lifters).best_lifter
  end
end
