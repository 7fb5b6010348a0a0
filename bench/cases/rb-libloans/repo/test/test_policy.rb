require "minitest/autorun"
require "libloans"

class TestPolicy < Minitest::Test
  def test_books_go_for_three_weeks
    assert_equal 21, Libloans.policy_for(:book).loan_days
  end

  def test_max_fine_is_the_capped_days
    assert_equal 1500, Libloans.policy_for(:dvd).max_fine
  end

  def test_unknown_media_is_refused
    assert_raises(ArgumentError) { Libloans.policy_for(:vinyl) }
  end
end
