# frozen_string_literal: true

require_relative "helper"

class TestMember < Minitest::Test
  def test_rides_the_coach_unless_told
    assert Choirtour::Member.new(name: "Eve", voice: "alto", nights: 1).coach?
    refute Choirtour::Member.new(name: "Eve", voice: "alto", nights: 1, coach: false).coach?
  end

  def test_refuses_an_unknown_voice
    assert_raises(ArgumentError) { Choirtour::Member.new(name: "Eve", voice: "countertenor", nights: 1) }
  end

  def test_refuses_negative_nights
    assert_raises(ArgumentError) { Choirtour::Member.new(name: "Eve", voice: "alto", nights: -1) }
  end
end
