require "test_helper"

class StatementTest < Minitest::Test
  include Fixtures

  def setup
    @ledger = Lettings::Ledger.new.post_rent(tenancy, Date.new(2024, 3, 1), Date.new(2024, 4, 30))
    @ledger.pay(Date.new(2024, 3, 15), 950_00)
    @ledger.pay(Date.new(2024, 4, 16), 900_00)
    @statement = Lettings::Statement.new(
      tenancy: tenancy, ledger: @ledger, fees: Lettings::FeeSchedule.new,
      from: Date.new(2024, 4, 1), to: Date.new(2024, 4, 30),
      expenses: [[Date.new(2024, 4, 9), "Boiler service", 85_00]]
    )
  end

  def test_figures
    assert_equal 900_00, @statement.rent_received
    assert_equal 108_00, @statement.fee
    assert_equal 21_60, @statement.vat
    assert_equal 685_40, @statement.net_to_landlord
    assert_equal 50_00, @statement.arrears
  end

  def test_text
    expected = <<~TEXT.chomp
      Statement for HB-14 14 Hawthorn Buildings, Leeds LS6 2AF (2-bed)
      Period 2024-04-01 to 2024-04-30
      Rent received                                        £900.00
      Management fee (12.0% of rent collected + VAT)      -£108.00
      VAT on fee                                           -£21.60
      2024-04-09 Boiler service                            -£85.00
      Due to landlord                                      £685.40
      Tenant arrears                                        £50.00
    TEXT
    assert_equal expected, @statement.to_s
  end
end
