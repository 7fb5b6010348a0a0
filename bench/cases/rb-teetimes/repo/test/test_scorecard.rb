# frozen_string_literal: true

require "test_helper"

class TestScorecard < Minitest::Test
  include Teetimes

  def setup
    @course = Fixtures.course
  end

  def card(player, format: :stableford, strokes: Fixtures::CARDS.fetch(player.name))
    Scorecard.new(player, @course, "white", format: format, strokes: strokes)
  end

  def shots(card)
    @course.holes.map { |h| card.shots_received(h) }
  end

  def test_handicaps
    c = card(Fixtures.ada)
    assert_equal 13, c.course_handicap
    assert_equal 12, c.playing_handicap
  end

  def test_shots_on_the_hardest_holes
    # a shot on each hole with stroke index 1 to 12
    assert_equal [1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 0, 1, 1, 1, 0, 1, 1, 0],
                 shots(card(Fixtures.ada))
    assert_equal 12, shots(card(Fixtures.ada)).sum
  end

  def test_two_shots_where_the_handicap_goes_round_again
    c = card(Fixtures.cath)
    assert_equal 29, c.playing_handicap
    # one everywhere, a second on stroke index 1 to 11
    assert_equal [2, 2, 1, 2, 2, 1, 2, 2, 1, 1, 1, 2, 2, 2, 1, 2, 2, 1], shots(c)
    assert_equal 29, shots(c).sum
  end

  def test_plus_handicap_gives_shots_back
    c = card(Fixtures.dev)
    assert_equal(-2, c.playing_handicap)
    assert_equal [-1, -1], [c.shots_received(@course.hole(6)), c.shots_received(@course.hole(15))]
    assert_equal(-2, shots(c).sum)
  end

  def test_stableford_points
    c = card(Fixtures.ada)
    assert_equal [2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1],
                 @course.holes.map { |h| c.points(h) }
    assert_equal 34, c.stableford_total
    assert_equal 17, c.stableford_total(@course.back_nine)
  end

  def test_stableford_totals
    assert_equal 37, card(Fixtures.bruno).stableford_total
    assert_equal 37, card(Fixtures.cath).stableford_total
    assert_equal 36, card(Fixtures.dev).stableford_total
  end

  def test_no_points_for_a_pick_up
    strokes = Fixtures::CARDS.fetch("Ada Fairlie").dup
    strokes[3] = nil
    strokes[11] = 9
    c = card(Fixtures.ada, strokes: strokes)
    refute c.complete?
    assert_equal 0, c.points(@course.hole(4))
    assert_equal 0, c.points(@course.hole(12))
    assert_equal 30, c.stableford_total
    assert_nil c.net
  end

  def test_gross_and_net
    c = card(Fixtures.ada, format: :stroke)
    assert c.complete?
    assert_equal 86, c.gross
    assert_equal 74, c.net
  end

  def test_adjusted_gross_caps_each_hole
    strokes = Fixtures::CARDS.fetch("Bruno Kask").dup
    strokes[1] = 9   # par 5, SI 3: a shot from a course handicap of 4, cap 8
    strokes[5] = 7   # par 3, SI 17: no shot, cap 5
    strokes[8] = nil # par 4, SI 13: not holed out, counts the cap of 6
    c = card(Fixtures.bruno, strokes: strokes)
    assert_equal 8, c.net_double_bogey(@course.hole(2))
    assert_equal 5, c.net_double_bogey(@course.hole(6))
    assert_equal 75 - 5 + 8 - 3 + 5 - 4 + 6, c.adjusted_gross
  end

  def test_recording
    c = Scorecard.new(Fixtures.ada, @course, "white")
    assert_equal 0, c.gross
    c.record(1, 5)
    c.record(2, nil)
    assert_equal 5, c.gross
    assert_raises(Error) { c.record(19, 4) }
    assert_raises(Error) { c.record(3, 0) }
    assert_raises(Error) { c.record(3, 4.5) }
    assert_raises(Error) { Scorecard.new(Fixtures.ada, @course, "white", format: :greensomes) }
  end
end
