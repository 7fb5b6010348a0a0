require "test_helper"

class RatesTest < Minitest::Test
  def test_weekly_from_the_list_in_force
    assert_equal 16_500, Livery::Rates.weekly(:full, on: Date.new(2026, 5, 1))
    assert_equal 3_200, Livery::Rates.weekly(:grass, on: Date.new(2026, 3, 31))
    assert_equal 3_500, Livery::Rates.weekly(:grass, on: Date.new(2026, 4, 1))
  end

  def test_unknown_service
    assert_raises(Livery::UnknownService) { Livery::Rates.weekly(:stud, on: Date.new(2026, 5, 1)) }
  end

  def test_no_list_before_the_first
    assert_raises(ArgumentError) { Livery::Rates.weekly(:full, on: Date.new(2024, 12, 1)) }
  end

  def test_extras
    assert_equal 4_500, Livery::Rates.extra(:clip)
    assert_raises(Livery::UnknownService) { Livery::Rates.extra(:massage) }
  end
end
