require "test_helper"

class NoticesTest < Minitest::Test
  include Fixtures
  include Lettings

  def test_landlord_notice_in_fixed_term_runs_to_term_end
    assert_equal Date.new(2025, 3, 14), Notices.landlord_notice_end(tenancy, Date.new(2024, 11, 2))
  end

  def test_landlord_notice_gives_two_months
    assert_equal Date.new(2025, 6, 30), Notices.landlord_notice_end(tenancy, Date.new(2025, 4, 30))
  end

  def test_tenant_notice_in_fixed_term
    assert_equal Date.new(2025, 3, 14), Notices.tenant_notice_end(tenancy, Date.new(2024, 12, 1))
  end

  def test_tenant_notice_ends_with_a_period
    assert_equal Date.new(2025, 7, 14), Notices.tenant_notice_end(tenancy, Date.new(2025, 6, 10))
    assert_equal Date.new(2025, 7, 14), Notices.tenant_notice_end(tenancy, Date.new(2025, 6, 15))
    assert_equal Date.new(2025, 8, 14), Notices.tenant_notice_end(tenancy, Date.new(2025, 6, 16))
  end
end
