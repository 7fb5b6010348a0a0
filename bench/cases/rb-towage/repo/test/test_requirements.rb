# frozen_string_literal: true

require 'test_helper'

class RequirementsTest < Minitest::Test
  include Towage

  def test_tugs_by_length
    assert_equal 4, Requirements.tugs_by_length(Fixtures.boxship)
    assert_equal 2, Requirements.tugs_by_length(Fixtures.ferry)
    assert_equal 0, Requirements.tugs_by_length(Fixtures.coaster)
  end

  def test_bow_thruster_saves_a_tug_on_shorter_ships
    assert_equal 1, Requirements.tugs_needed(Fixtures.ferry, Conditions.calm)
    assert_equal 0, Requirements.tugs_needed(Fixtures.coaster, Conditions.calm)
  end

  def test_dangerous_cargo_and_wind_add_tugs
    assert_equal 3, Requirements.tugs_needed(Fixtures.tanker, Conditions.calm)
    assert_equal 2, Requirements.tugs_needed(Fixtures.tanker(laden: false), Conditions.calm)
    assert_equal 5, Requirements.tugs_needed(Fixtures.boxship, Conditions.new(wind_knots: 28, visibility_m: 5000))
  end

  def test_bollard_pull
    assert_equal 114, Requirements.bollard_pull_needed(Fixtures.boxship, Conditions.calm)
    assert_equal 143, Requirements.bollard_pull_needed(Fixtures.boxship, Conditions.new(wind_knots: 25, visibility_m: 5000))
    assert_equal 4, Requirements.bollard_pull_needed(Fixtures.coaster, Conditions.calm)
  end

  def test_restrictions
    fog = Conditions.new(wind_knots: 5, visibility_m: 400)
    assert_equal ['no dangerous cargo movement in poor visibility', 'dangerous cargo: fire tug on standby'],
                 Requirements.restrictions(Fixtures.tanker, fog)
    assert_equal ['pilot to confirm visibility'], Requirements.restrictions(Fixtures.boxship, fog)
    assert_equal ['port closed to movements above 40 kn'],
                 Requirements.restrictions(Fixtures.ferry, Conditions.new(wind_knots: 41, visibility_m: 8000))
    assert_empty Requirements.restrictions(Fixtures.boxship, Conditions.calm)
  end
end
