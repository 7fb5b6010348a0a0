require "test_helper"

class TestTicket < Minitest::Test
  include TestData
  include Alterations

  def ticket(**changes)
    Ticket.new(
      number: "T-1", customer: "A", garment: "coat", fabric: "wool",
      items: [Ticket::Item.new(job: "hem"), Ticket::Item.new(job: "sleeves")],
      received: Date.new(2026, 11, 24), **changes
    )
  end

  def test_total
    assert_equal 3000, ticket.total(prices)
    assert_equal 4500, ticket(fabric: "suede").total(prices)
    assert_equal 4500, ticket(rush: true).total(prices)
  end

  def test_the_longest_job_sets_the_turnaround
    assert_equal 4, ticket.working_days(prices)
    assert_equal 2, ticket(rush: true).working_days(prices)
    assert_equal 3, ticket(items: [Ticket::Item.new(job: "zip")], rush: true).working_days(prices)
  end

  def test_ready_on
    assert_equal Date.new(2026, 11, 28), ticket.ready_on(prices, calendar)
    assert_equal Date.new(2026, 12, 29), ticket(received: Date.new(2026, 12, 22)).ready_on(prices, calendar)
  end
end
