# frozen_string_literal: true

require "test_helper"

class TestRecording < Minitest::Test
  include HerdFixture

  def setup
    @herd = build_herd
    @recording = build_recording(@herd)
  end

  def test_constituent_kilos
    record = @recording.latest("UK102", D.("2023-05-31"))
    assert_in_delta 20.6, record.litres
    assert_in_delta 1.146, record.fat_kg
    assert_in_delta 0.828, record.protein_kg
  end

  def test_no_double_recording
    assert_raises(Dairyherd::Error) do
      @recording.add(Dairyherd::MilkRecord.new(tag: "UK101", date: D.("2023-05-10"), am: 1, pm: 1,
                                               fat: 4, protein: 3, scc: 50))
    end
  end

  def test_unknown_cow
    assert_raises(Dairyherd::Error) do
      @recording.add(Dairyherd::MilkRecord.new(tag: "UK999", date: D.("2023-05-10"), am: 1, pm: 1,
                                               fat: 4, protein: 3, scc: 50))
    end
  end

  def test_herd_totals
    assert_in_delta 90.6, @recording.herd_litres(D.("2023-05-10"))
    assert_in_delta 30.2, @recording.average_yield(D.("2023-05-10"))
    assert_in_delta 0.0, @recording.average_yield(D.("2023-05-11"))
  end

  def test_lactation_records_pair_days_in_milk
    pairs = @recording.lactation_records("UK103", D.("2023-07-31"))
    assert_equal [56, 89, 118], pairs.map(&:last)
  end

  def test_lactation_yield
    # Daisy calved 2 April: 38 days at 39.5 l, 33 days at (39.5 + 38.4) / 2,
    # 29 days at (38.4 + 36.2) / 2.
    assert_in_delta 3868.05, @recording.lactation_yield("UK101", D.("2023-07-11")), 0.06
    assert_in_delta 1501.0, @recording.lactation_yield("UK101", D.("2023-05-10"))
  end

  def test_lactation_yield_stops_at_305_days
    # Bella calved 1 February; pretend the recordings carried on into December.
    @recording.add(Dairyherd::MilkRecord.new(tag: "UK102", date: D.("2023-12-05"), am: 6.0, pm: 5.0,
                                             fat: 5.8, protein: 4.1, scc: 150))
    # 307 days in milk on 5 December: the last stretch counts 145 days, not 147.
    expected = 98 * 20.6 + 33 * 19.9 + 29 * 18.3 + 145 * 14.2
    assert_in_delta expected, @recording.lactation_yield("UK102", D.("2023-12-31")), 0.05
  end

  def test_average_days_in_milk
    assert_equal 64, @recording.average_days_in_milk(D.("2023-05-10"))
    assert_nil @recording.average_days_in_milk(D.("2023-05-11"))
  end
end
