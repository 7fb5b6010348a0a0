module Lettings
  # Tenancy deposit rules: the cap set by the Tenant Fees Act 2019 and the
  # deadline for protecting a deposit in an approved scheme.
  module Deposits
    # Annual rent (in pence) from which the cap rises from five to six weeks.
    HIGH_RENT_THRESHOLD = 50_000_00
    PROTECTION_DAYS = 30

    module_function

    def cap_weeks(tenancy)
      tenancy.annual_rent >= HIGH_RENT_THRESHOLD ? 6 : 5
    end

    def cap(tenancy)
      tenancy.weekly_rent * cap_weeks(tenancy)
    end

    def check!(tenancy)
      limit = cap(tenancy)
      return true if tenancy.deposit <= limit

      raise Error, "deposit #{Money.format(tenancy.deposit)} exceeds the " \
                   "#{cap_weeks(tenancy)}-week cap of #{Money.format(limit)}"
    end

    def protection_deadline(received_on)
      received_on + PROTECTION_DAYS
    end

    # Splits a deposit at the end of a tenancy. Deductions are a list of
    # [reason, pence]; they can never take more than the deposit itself.
    def settle(deposit, deductions)
      claimed = deductions.sum { |_reason, pence| pence }
      to_landlord = [claimed, deposit].min
      { to_landlord: to_landlord, to_tenant: deposit - to_landlord, disputed: claimed - to_landlord }
    end
  end
end
