# frozen_string_literal: true

require "test_helper"

class TestBreeding < Minitest::Test
  include HerdFixture

  def setup
    @herd = build_herd
    @breeding = Dairyherd::Breeding.new(@herd)
  end

  def test_expected_calving_needs_a_confirmed_service
    @breeding.serve("UK101", D.("2023-06-20"), "Fenwick Atlas")
    assert_nil @breeding.expected_calving("UK101")
    @breeding.confirm("UK101")
    assert_equal D.("2024-03-29"), @breeding.expected_calving("UK101")
    assert_equal D.("2024-01-29"), @breeding.dry_off_due("UK101")
  end

  def test_confirm_unserved
    assert_raises(Dairyherd::Error) { @breeding.confirm("UK103") }
  end

  def test_pregnant
    @breeding.serve("UK102", D.("2023-04-25"), "Gatehouse Rio")
    refute @breeding.pregnant?("UK102", D.("2023-05-10"))
    @breeding.confirm("UK102")
    assert @breeding.pregnant?("UK102", D.("2023-05-10"))
  end

  def test_calving_intervals
    assert_equal [384, 378], @breeding.calving_intervals("UK101")
    assert_equal [356], @breeding.calving_intervals("UK102")
    assert_empty @breeding.calving_intervals("UK103")
    assert_equal 373, @breeding.herd_calving_interval
  end

  def test_to_dry_off
    @breeding.serve("UK102", D.("2023-04-25"), "Gatehouse Rio")
    @breeding.confirm("UK102")
    @breeding.serve("UK101", D.("2023-06-20"), "Fenwick Atlas")
    @breeding.confirm("UK101")
    # Bella calves 2 February 2024 and dries off 4 December.
    assert_empty @breeding.to_dry_off(D.("2023-11-19"))
    assert_equal [[D.("2023-12-04"), "UK102"]], @breeding.to_dry_off(D.("2023-11-20"))
    assert_equal [[D.("2023-12-04"), "UK102"], [D.("2024-01-29"), "UK101"]],
                 @breeding.to_dry_off(D.("2023-11-20"), 70)
  end

  def test_services_per_conception
    @breeding.serve("UK103", D.("2023-05-20"), "Gatehouse Rio")
    @breeding.serve("UK103", D.("2023-06-11"), "Gatehouse Rio")
    assert_nil @breeding.services_per_conception("UK103")
    @breeding.serve("UK103", D.("2023-07-02"), "Fenwick Atlas")
    @breeding.confirm("UK103")
    assert_equal 3, @breeding.services_per_conception("UK103")
  end
end
