# frozen_string_literal: true

require "test_helper"

class TestCompetition < Minitest::Test
  include Teetimes

  PLAYERS = %i[ada bruno cath dev].freeze

  def competition(format)
    comp = Competition.new("June Medal", Fixtures.course, "white", format: format)
    PLAYERS.each do |name|
      player = Fixtures.public_send(name)
      comp.enter(player, Fixtures::CARDS.fetch(player.name))
    end
    comp
  end

  def table(comp)
    comp.leaderboard.map { |r| [r.position, r.player, r.handicap, r.score] }
  end

  def test_stableford_leaderboard
    assert_equal [[1, "Bruno Kask", 4, 37],
                  [1, "Cath Orme", 29, 37],
                  [3, "Dev Rana", -2, 36],
                  [4, "Ada Fairlie", 12, 34]],
                 table(competition(:stableford))
  end

  def test_stroke_leaderboard_counts_complete_cards_only
    comp = competition(:stroke)
    short = Fixtures::CARDS.fetch("Ada Fairlie").dup
    short[17] = nil
    comp.enter(Player.new("Eli Voss", index: 8.0), short)
    assert_equal [[1, "Bruno Kask", 4, 71],
                  [1, "Cath Orme", 29, 71],
                  [3, "Dev Rana", -2, 72],
                  [4, "Ada Fairlie", 12, 74]],
                 table(comp)
    assert_equal 5, comp.cards.size
  end

  def test_results
    assert_equal <<~TEXT, competition(:stableford).results
      June Medal (stableford, white tees)
      =1   Bruno Kask    4   37
      =1   Cath Orme    29   37
      3    Dev Rana     -2   36
      4    Ada Fairlie  12   34
    TEXT
  end

  def test_winner
    assert_equal "Bruno Kask", competition(:stableford).winner
    assert_nil Competition.new("Empty", Fixtures.course, "white").winner
  end

  def test_one_card_each
    comp = competition(:stableford)
    error = assert_raises(Error) { comp.enter(Fixtures.ada, [4] * 18) }
    assert_equal "Ada Fairlie has already returned a card", error.message
  end

  def test_formats
    assert_raises(Error) { Competition.new("Pairs", Fixtures.course, "white", format: :matchplay) }
    assert_raises(Error) { Competition.new("Blue", Fixtures.course, "blue").enter(Fixtures.ada, []) }
  end
end
