# frozen_string_literal: true

require "test_helper"

class TestHealth < Minitest::Test
  include HerdFixture

  def setup
    @herd = build_herd
    @recording = build_recording(@herd)
    @health = Dairyherd::Health.new(@herd, @recording)
  end

  def test_high_cell_cows
    assert_equal %w[UK103], @health.high_cell_cows(D.("2023-05-31"))
    assert_equal %w[UK102 UK103], @health.high_cell_cows(D.("2023-06-30"))
    assert_equal %w[UK102], @health.high_cell_cows(D.("2023-07-31"))
  end

  def test_new_infections
    assert_equal %w[UK102], @health.new_infections(D.("2023-06-12"))
    assert_empty @health.new_infections(D.("2023-07-11"))
  end

  def test_chronic
    assert_empty @health.chronic(D.("2023-07-31"))
    @recording.add(Dairyherd::MilkRecord.new(tag: "UK102", date: D.("2023-08-09"), am: 8.0, pm: 7.5,
                                             fat: 5.7, protein: 4.1, scc: 410))
    assert_equal %w[UK102], @health.chronic(D.("2023-08-31"))
  end
end
