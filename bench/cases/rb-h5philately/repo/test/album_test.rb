# frozen_string_literal: true

require "test_helper"

class AlbumTest < Minitest::Test
  include Fixtures

  def album
    @album ||= Philately::Album.new(victoria)
  end

  def test_values_holdings_by_condition
    album.add("SG 2", "FU").add("SG 29", "MM").add("SG 40", "vfu")
    assert_equal 262.5, album.value_of(album.holdings[0])
    assert_equal 36.0, album.value_of(album.holdings[1])
    assert_equal 310.5, album.value
  end

  def test_values_an_unpriced_holding_at_nothing
    album.add("SG 8a", "MNH")
    assert_equal 0.0, album.value
  end

  def test_lists_the_wants_of_a_year
    album.add("SG 66", "U")
    assert_equal ["SG 70", "SG 76"], album.wants(1862).map(&:to_s)
  end

  def test_refuses_an_unknown_condition
    assert_raises(Philately::Error) { album.add("SG 2", "NICE") }
  end
end
