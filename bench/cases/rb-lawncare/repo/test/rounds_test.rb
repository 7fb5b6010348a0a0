require "test_helper"

class RoundsTest < Minitest::Test
  include Fixtures

  MONDAY = Date.new(2026, 3, 16)

  def rounds
    Lawncare::Rounds.new(capacity_m2: 1000)
  end

  def refs(days)
    days.map { |d| [d.date, d.visits.map { |v| v.lawn.ref }] }
  end

  def test_fills_a_day_then_starts_the_next
    visits = [
      visit(lawn("A", "LS7 3HN", 300), :spring_feed),
      visit(lawn("B", "LS6 2AB", 400), :spring_feed),
      visit(lawn("C", "LS6 4QT", 600), :spring_feed)
    ]
    days = rounds.plan(visits, MONDAY)
    assert_equal [[MONDAY, %w[B C]], [MONDAY + 1, %w[A]]], refs(days)
    assert_equal 1000, days.first.load_m2
  end

  def test_skips_the_weekend
    visits = %w[LS1 LS2 LS3 LS4].each_with_index.map do |district, i|
      visit(lawn("W#{i}", "#{district} 1AA", 700), :summer_feed)
    end
    days = rounds.plan(visits, Date.new(2026, 3, 19))
    assert_equal [Date.new(2026, 3, 19), Date.new(2026, 3, 20), Date.new(2026, 3, 23), Date.new(2026, 3, 24)],
                 days.map(&:date)
  end

  def test_lawn_bigger_than_a_day_has_a_day_to_itself
    visits = [visit(lawn("P", "LS2 7QA", 1500), :aerate), visit(lawn("Q", "LS2 9JT", 100), :aerate)]
    assert_equal [[MONDAY, %w[P]], [MONDAY + 1, %w[Q]]], refs(rounds.plan(visits, MONDAY))
  end

  def test_day_summary
    visits = [visit(hughes, :spring_feed), visit(okafor, :spring_feed), visit(surgery, :spring_feed)]
    days = rounds.plan(visits, MONDAY)
    assert_equal "Mon 16 Mar: LS6, LS7 (3 visits, 1000 m2)", days.first.summary
    assert_equal 1, days.size
  end
end
