# frozen_string_literal: true

require "minitest/autorun"
require_relative "../lib/gymfees"

class TestInvoice < Minitest::Test
  def member(plan, day, referred: false)
    Gymfees::Member.new(name: "Ana", plan: plan, start_date: Date.new(2026, 4, day), referred: referred)
  end

  def test_standard_from_first
    invoice = Gymfees::Invoice.new(member("standard", 1))
    assert_equal [["Joining fee", 3000], ["First month", 4200]], invoice.lines
    assert_equal 8640, invoice.total
  end

  def test_off_peak_mid_month
    invoice = Gymfees::Invoice.new(member("off_peak", 16))
    assert_equal 1500 + 1450, invoice.net
    assert_equal 3540, invoice.total
  end

  def test_referred_pays_no_joining_fee
    invoice = Gymfees::Invoice.new(member("standard", 1, referred: true))
    assert_equal 5040, invoice.total
  end

  def test_unknown_plan
    assert_raises(ArgumentError) { Gymfees::Invoice.new(member("gold", 1)) }
  end
end
