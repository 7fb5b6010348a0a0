# frozen_string_literal: true

require "test_helper"

class TestPayment < Minitest::Test
  include HerdFixture

  def setup
    @schedule = Dairyherd::Payment.new(base_ppl: 38.5)
  end

  def test_constituent_adjustments
    assert_in_delta 0.5, @schedule.fat_adjustment(4.2)
    assert_in_delta(-0.25, @schedule.fat_adjustment(3.9))
    assert_in_delta 0.8, @schedule.protein_adjustment(3.5)
  end

  def test_scc_bands
    assert_in_delta 0.0, @schedule.scc_deduction(200)
    assert_in_delta 0.2, @schedule.scc_deduction(201)
    assert_in_delta 0.5, @schedule.scc_deduction(400)
    assert_in_delta 2.0, @schedule.scc_deduction(401)
  end

  def test_price
    assert_in_delta 38.5, @schedule.price(fat: 4.0, protein: 3.3, scc: 150)
    assert_in_delta 39.4, @schedule.price(fat: 4.2, protein: 3.45, scc: 220)
  end

  def test_month_value
    assert_in_delta 19_700.0, @schedule.month_value(litres: 50_000, fat: 4.2, protein: 3.45, scc: 220)
  end

  def test_bulk_summary
    herd = build_herd
    records = build_recording(herd).on(D.("2023-05-10"))
    assert_equal({ litres: 90.6, fat: 4.31, protein: 3.39, scc: 163 }, Dairyherd::Bulk.summary(records))
  end
end
