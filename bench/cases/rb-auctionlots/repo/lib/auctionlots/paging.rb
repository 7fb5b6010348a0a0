module AuctionLots
  # Page arithmetic for the saleroom screens: pages are numbered from 1.
  module Paging
    module_function

    def page_count(total, per_page)
      raise ArgumentError, "per_page must be positive" unless per_page.positive?

      [(total + per_page - 1) / per_page, 1].max
    end

    # Index of the first item on a page.
    def offset(page, per_page)
      (page - 1) * per_page
    end

    def check_page!(page, per_page, total)
      count = page_count(total, per_page)
      return if page.between?(1, count)

      raise ArgumentError, "page #{page} out of 1..#{count}"
    end
  end
end
