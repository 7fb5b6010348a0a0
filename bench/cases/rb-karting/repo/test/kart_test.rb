# frozen_string_literal: true

require "test_helper"

class KartTest < Minitest::Test
  def setup
    @fleet = Fixtures.fleet
  end

  def test_available_karts_by_category_in_number_order
    assert_equal [3, 5, 7, 9, 11], @fleet.available(:adult).map(&:number)
    assert_equal [21, 22], @fleet.available(:cadet).map(&:number)
    assert_equal 8, @fleet.size
  end

  def test_unknown_category_and_duplicate_number_are_refused
    assert_raises(ArgumentError) { @fleet.add(number: 40, category: :gokart, engine_cc: 200) }
    assert_raises(ArgumentError) { @fleet.add(number: 3, category: :adult, engine_cc: 270) }
  end

  def test_running_time_parks_a_kart_when_due
    @fleet.record_running(5, 15 * 60)
    kart = @fleet[5]
    assert_in_delta 19.0, kart.hours
    assert kart.available?

    @fleet.record_running(5, 60)
    assert_equal :due_service, kart.status
    assert_equal [5], @fleet.due_service.map(&:number)
    refute_includes @fleet.available(:adult).map(&:number), 5
  end

  def test_service_resets_hours
    @fleet.record_running(31, 13 * 60)
    assert_equal [31], @fleet.due_service.map(&:number)
    @fleet.service(31)
    assert_equal 0.0, @fleet[31].hours
    assert @fleet[31].available?
    assert_empty @fleet.due_service
  end

  def test_damaged_kart_stays_out_after_running
    @fleet.take_out(7)
    @fleet.record_running(7, 30)
    assert_equal :damaged, @fleet[7].status
    assert_raises(Karting::Error) { @fleet[99] }
  end
end
