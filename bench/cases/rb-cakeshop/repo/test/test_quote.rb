require "test_helper"

class TestQuote < Minitest::Test
  include TestData

  def test_wedding_quote
    assert_equal <<~TEXT, Quote.render(adeyemi, prices, calendar)
      Quote for Mrs Adeyemi, due Sat 13 Jun 2026
        10in round rich fruit (78 portions)         £113.10
        8in round vanilla (25 portions)              £27.50
        6in round lemon (14 portions)                £15.40
        12 x sugar rose                              £54.00
        3 x ribbon                                    £4.50
        Delivery, 12.4 miles                          £7.20
        Total                                       £221.70
        Deposit                                      £66.51
        Balance on collection                       £155.19
    TEXT
  end

  def test_late_order_is_flagged
    late = Order.new(customer: "Ms Price", tiers: wedding_tiers, kind: :wedding,
                     ordered_on: Date.new(2026, 6, 1), due: Date.new(2026, 6, 13))
    assert_includes Quote.render(late, prices, calendar), "NOTE: inside the 21-day lead time"
  end
end
