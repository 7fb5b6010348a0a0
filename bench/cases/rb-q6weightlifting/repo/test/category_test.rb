# frozen_string_literal: true

require "test_helper"

class CategoryTest < Minitest::Test
  def test_puts_a_lifter_in_the_lightest_category_that_takes_them
    assert_equal "73", Weightlifting::Category.for(70.4)
    assert_equal "81", Weightlifting::Category.for(73.05)
  end

  def test_takes_a_lifter_at_the_limit_into_that_category
    assert_equal "73", Weightlifting::Category.for(73.0)
    assert_equal "109", Weightlifting::Category.for(109.0)
  end

  def test_puts_the_heaviest_in_the_plus_category
    assert_equal "+109", Weightlifting::Category.for(131.2)
  end
end
