# frozen_string_literal: true

require "test_helper"

class TestCow < Minitest::Test
  include HerdFixture

  def setup
    @herd = build_herd
    @daisy = @herd["UK101"]
  end

  def test_unknown_breed
    assert_raises(Dairyherd::Error) do
      Dairyherd::Cow.new(tag: "X", name: "X", breed: "wagyu", born: D.("2020-01-01"))
    end
  end

  def test_calvings_must_be_in_order
    assert_raises(Dairyherd::Error) { @daisy.calved(D.("2023-01-01")) }
  end

  def test_age_in_months
    assert_equal 50, @daisy.age_in_months(D.("2023-05-10"))
    assert_equal 49, @daisy.age_in_months(D.("2023-05-09"))
  end

  def test_lactation_number
    assert_equal 0, @daisy.lactation_number(D.("2021-02-28"))
    assert_equal 1, @daisy.lactation_number(D.("2021-03-01"))
    assert_equal 3, @daisy.lactation_number(D.("2023-05-10"))
  end

  def test_heifer
    assert @herd["UK104"].heifer?(D.("2023-05-10"))
    refute @daisy.heifer?(D.("2023-05-10"))
  end

  def test_in_milk_until_dried_off
    bella = @herd["UK102"]
    assert bella.in_milk?(D.("2023-10-01"))
    bella.dried_off(D.("2023-11-20"))
    assert bella.in_milk?(D.("2023-11-19"))
    refute bella.in_milk?(D.("2023-11-20"))
    assert_nil bella.days_in_milk(D.("2023-12-01"))
  end

  def test_dry_off_needs_a_calving
    assert_raises(Dairyherd::Error) { @herd["UK104"].dried_off(D.("2023-05-01")) }
  end

  def test_never_calved_is_not_in_milk
    refute @herd["UK104"].in_milk?(D.("2023-05-10"))
    assert_nil @herd["UK104"].days_in_milk(D.("2023-05-10"))
  end
end
