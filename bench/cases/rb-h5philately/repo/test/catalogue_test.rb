# frozen_string_literal: true

require "test_helper"

class CatalogueTest < Minitest::Test
  include Fixtures

  def test_reads_every_listing
    assert_equal 17, victoria.count
    assert_equal "SG 8a 1d red-brown, lavender paper (1841, imperf)", victoria["SG 8a"].to_s
    assert_nil victoria["SG 8a"].mint_price
  end

  def test_identifies_a_stamp_by_year_and_perforation
    assert_equal ["SG 29"], victoria.identify(1856, "perf 14").map { |s| s.number.to_s }
    assert_equal ["SG 36"], victoria.identify(1856, "perf 16").map { |s| s.number.to_s }
  end

  def test_identifies_compound_perforations
    found = victoria.identify(1862, "perf 15 x 14").map { |s| s.number.to_s }
    assert_equal ["SG 66", "SG 66a", "SG 70", "SG 76"], found
    assert_equal ["SG 107"], victoria.identify(1872, "perf 14 x 15").map { |s| s.number.to_s }
  end

  def test_lists_the_varieties_of_a_stamp
    assert_equal ["SG 66a"], victoria.varieties("SG 66").map { |s| s.number.to_s }
    assert_empty victoria.varieties("SG 2")
  end

  def test_refuses_an_unknown_number
    assert_raises(Philately::Error) { victoria["SG 3"] }
  end
end
