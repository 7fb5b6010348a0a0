# frozen_string_literal: true

require "minitest/autorun"
require_relative "../lib/gymfees"

class TestFees < Minitest::Test
  def test_standard_joining
    assert_equal 3000, Gymfees::Fees.joining("standard")
  end

  def test_student_joining
    assert_equal 0, Gymfees::Fees.joining("student")
  end

  def test_waived
    assert_equal 0, Gymfees::Fees.joining("standard", waived: true)
  end

  def test_vat
    assert_equal 1200, Gymfees::Fees.with_vat(1000)
  end
end
