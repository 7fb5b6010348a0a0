# frozen_string_literal: true

require "minitest/autorun"
require "gradebook"

module Fixtures
  module_function

  def ada
    Gradebook::Student.new("Ada")
                      .record(:homework, 95, 100).record(:homework, 88, 100)
                      .record(:quizzes, 9, 10).record(:quizzes, 4, 10).record(:quizzes, 10, 10)
                      .record(:exams, 91, 100)
  end

  def brook
    Gradebook::Student.new("Brook")
                      .record(:homework, 70, 100)
                      .record(:quizzes, 6, 10).record(:quizzes, 7, 10)
                      .record(:exams, 79, 100)
  end

  def cy
    Gradebook::Student.new("Cy")
                      .record(:homework, 50, 100)
                      .record(:quizzes, 5, 10)
                      .record(:exams, 55, 100)
  end
end
