# frozen_string_literal: true

require "test_helper"

class StudentTest < Minitest::Test
  def test_drops_the_lowest_quiz
    assert_in_delta 95.0, Fixtures.ada.category_percent(:quizzes), 1e-9
  end

  def test_keeps_both_quizzes_when_only_two
    assert_in_delta 65.0, Fixtures.brook.category_percent(:quizzes), 1e-9
  end

  def test_final_percent
    assert_in_delta 91.95, Fixtures.ada.final_percent, 1e-9
  end

  def test_more_points_than_possible
    assert_raises(ArgumentError) { Gradebook::Student.new("Dee").record(:exams, 101, 100) }
  end
end
