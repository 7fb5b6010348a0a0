require "test_helper"

class TestDocket < Minitest::Test
  include TestData
  include Alterations

  def test_docket
    ticket = Parser.parse("T-104; Mrs Okoro; trousers; wool; hem -2in, waist +1in; 2026-11-24")
    assert_equal <<~TEXT, Docket.render(ticket, prices, calendar)
      T-104  Mrs Okoro
      trousers (wool)
        hem -2in             £12.00
        waist 1in            £15.00
        total                £27.00
      ready Fri 27 Nov 2026
    TEXT
  end

  def test_urgent_docket_over_christmas
    ticket = Parser.parse("T-230; R. Singh; dress; silk; hem -1 1/2in, zip; 2026-12-22; urgent")
    assert_equal <<~TEXT, Docket.render(ticket, prices, calendar)
      T-230  R. Singh
      dress (silk)
        hem -1 1/2in         £15.00
        zip                  £25.00
        rush                   x1.5
        total                £60.00
      ready Sat 26 Dec 2026
    TEXT
  end
end
