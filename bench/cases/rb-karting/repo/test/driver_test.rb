# frozen_string_literal: true

require "test_helper"

class DriverTest < Minitest::Test
  include Karting

  def test_categories_by_age
    assert_equal [:cadet], Eligibility.categories_for(Fixtures.driver("Finn Hale"))
    assert_equal [:adult], Eligibility.categories_for(Fixtures.driver("Cara Lund"))
    assert_equal %i[adult twin], Eligibility.categories_for(Fixtures.driver("Ana Ruiz"))
    thirteen = Driver.new(name: "Jo", age: 13, weight_kg: 50, member: false)
    assert_equal [:cadet], Eligibility.categories_for(thirteen)
    fourteen = Driver.new(name: "Jo", age: 14, weight_kg: 50, member: false)
    assert_equal [:adult], Eligibility.categories_for(fourteen)
  end

  def test_ballast_is_rounded_up_to_whole_plates
    assert_equal 20.0, Eligibility.ballast_kg(Fixtures.driver("Ana Ruiz"), :adult)
    assert_equal 0.0, Eligibility.ballast_kg(Fixtures.driver("Ben Okafor"), :adult)
    assert_equal 2.5, Eligibility.ballast_kg(Fixtures.driver("Dev Patel"), :adult)
    assert_equal 10.0, Eligibility.ballast_kg(Fixtures.driver("Finn Hale"), :cadet)
  end

  def test_ballast_is_capped_and_twin_karts_carry_none
    assert_equal 20.0, Eligibility.ballast_kg(Fixtures.driver("Cara Lund"), :adult)
    assert_equal 0.0, Eligibility.ballast_kg(Fixtures.driver("Ana Ruiz"), :twin)
  end

  def test_member_flag
    assert Fixtures.driver("Eli Moss").member?
    refute Fixtures.driver("Dev Patel").member?
  end
end
