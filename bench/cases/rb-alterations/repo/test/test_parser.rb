require "test_helper"

class TestParser < Minitest::Test
  include Alterations

  def test_parse_ticket
    ticket = Parser.parse("T-104; Mrs Okoro; Trousers; Wool; hem -2in, waist +1in; 2026-11-24")
    assert_equal "T-104", ticket.number
    assert_equal "Mrs Okoro", ticket.customer
    assert_equal "trousers", ticket.garment
    assert_equal "wool", ticket.fabric
    assert_equal [["hem", -50.8, "in"], ["waist", 25.4, "in"]],
                 ticket.items.map { |i| [i.job, i.length_mm, i.unit] }
    assert_equal Date.new(2026, 11, 24), ticket.received
    refute ticket.rush
  end

  def test_jobs_without_a_length_and_metric_lengths
    ticket = Parser.parse("T-105; J. Park; jacket; linen; zip, sleeves -3cm; 2026-11-25")
    assert_equal [["zip", nil, nil], ["sleeves", -30.0, "cm"]],
                 ticket.items.map { |i| [i.job, i.length_mm, i.unit] }
  end

  def test_rush_and_urgent
    assert Parser.parse("T-106; A; skirt; cotton; hem; 2026-11-25; rush").rush
    assert Parser.parse("T-107; B; skirt; cotton; hem; 2026-11-25; URGENT").rush
  end

  def test_too_few_fields
    assert_raises(ArgumentError) { Parser.parse("T-108; C; skirt; cotton; hem") }
  end
end
