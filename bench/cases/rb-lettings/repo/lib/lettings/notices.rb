module Lettings
  # Earliest dates on which notices can end a tenancy.
  module Notices
    LANDLORD_NOTICE_MONTHS = 2
    TENANT_NOTICE_MONTHS = 1

    module_function

    # A landlord's section 21 notice gives at least two months and cannot
    # expire before the fixed term ends.
    def landlord_notice_end(tenancy, served_on)
      [served_on >> LANDLORD_NOTICE_MONTHS, tenancy.end_date].max
    end

    # A tenant cannot leave before the fixed term ends. Once periodic, the
    # tenant gives at least a month, ending on the last day of a period.
    def tenant_notice_end(tenancy, served_on)
      return tenancy.end_date unless tenancy.periodic_on?(served_on)

      earliest = (served_on >> TENANT_NOTICE_MONTHS) - 1
      _first, last = tenancy.period_containing(earliest)
      last
    end
  end
end
