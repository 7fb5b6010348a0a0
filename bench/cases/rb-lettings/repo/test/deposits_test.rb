require "test_helper"

class DepositsTest < Minitest::Test
  include Fixtures
  include Lettings

  def test_five_week_cap
    assert_equal 5, Deposits.cap_weeks(tenancy)
    assert_equal 1096_15, Deposits.cap(tenancy)
    assert Deposits.check!(tenancy)
  end

  def test_six_week_cap_from_threshold
    dear = tenancy(rent_pcm: 4166_67)
    assert_equal 6, Deposits.cap_weeks(dear)
    assert_equal 961_53 * 6, Deposits.cap(dear)
  end

  def test_over_cap
    error = assert_raises(Lettings::Error) { Deposits.check!(tenancy(deposit: 1100_00)) }
    assert_equal "deposit £1,100.00 exceeds the 5-week cap of £1,096.15", error.message
  end

  def test_protection_deadline
    assert_equal Date.new(2024, 4, 14), Deposits.protection_deadline(Date.new(2024, 3, 15))
  end

  def test_settle
    result = Deposits.settle(1096_15, [["cleaning", 180_00], ["missing key", 25_00]])
    assert_equal({ to_landlord: 205_00, to_tenant: 891_15, disputed: 0 }, result)
  end

  def test_settle_claims_above_deposit
    result = Deposits.settle(500_00, [["redecoration", 650_00]])
    assert_equal({ to_landlord: 500_00, to_tenant: 0, disputed: 150_00 }, result)
  end
end
