require "test_helper"

class ReceiptTest < Minitest::Test
  include Haberdashery

  def test_club_member_receipt
    basket = Basket.new(club_member: true)
                   .add_fabric(Fixtures.linen, 152)
                   .add_remnant(Fixtures.jersey, 65)
                   .add_notion(Fixtures.buttons, 8)
    expected = <<~TXT
             Gilbey & Hart Haberdashers
      ----------------------------------------
      Natural linen, 1.60 m             £28.80
        @ £18.00/m
      Cotton jersey, 65 cm (remnant)     £4.72
        @ £14.50/m
      Horn buttons 20mm x8               £4.20
      ----------------------------------------
      Subtotal                          £37.72
      Sewing club 10%                   -£2.88
      Total                             £34.84
    TXT
    assert_equal expected, Receipt.new.render(basket)
  end
end
