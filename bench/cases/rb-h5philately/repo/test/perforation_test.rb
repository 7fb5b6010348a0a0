# frozen_string_literal: true

require "test_helper"

class PerforationTest < Minitest::Test
  Perforation = Philately::Perforation

  def test_reads_a_single_gauge
    perf = Perforation.parse("perf 14")
    assert_equal 14.0, perf.horizontal
    assert_equal 14.0, perf.vertical
    refute perf.compound?
  end

  def test_reads_a_compound_gauge
    perf = Perforation.parse("Perf. 15 x 14")
    assert_equal [15.0, 14.0], [perf.horizontal, perf.vertical]
    assert perf.compound?
    assert_equal Perforation.parse("perf 15x14"), perf
  end

  def test_reads_half_gauges_in_decimals
    assert_equal "perf 14 x 13.5", Perforation.parse("perf 14 x 13.5").to_s
  end

  def test_imperforate
    assert Perforation.parse("imperf").imperforate?
    assert_equal "imperf", Perforation.imperforate.to_s
  end

  def test_matches_within_a_quarter
    catalogue = Perforation.parse("perf 14")
    assert catalogue.matches?(Perforation.parse("perf 14.25"))
    refute catalogue.matches?(Perforation.parse("perf 14.5"))
    refute catalogue.matches?(Perforation.imperforate)
  end

  def test_rejects_nonsense
    assert_raises(Philately::Error) { Perforation.parse("perf fourteen") }
  end
end
