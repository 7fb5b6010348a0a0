module AuctionLots
  class DuplicateLot < StandardError; end

  # The sale's catalogue: lots in number order, paged for the screens.
  class Catalogue
    attr_reader :per_page

    def initialize(sale, per_page: 10)
      @sale = sale
      @per_page = per_page
      @lots = {}
    end

    def add(lot)
      raise DuplicateLot, "lot #{lot.number} already catalogued" if @lots.key?(lot.number)

      @lots[lot.number] = lot
      self
    end

    def size
      @lots.size
    end

    def lot(number)
      @lots.fetch(number)
    end

    def lots
      @lots.values.sort_by(&:number)
    end

    def withdraw(number)
      lot(number).withdraw!
    end

    def page(n)
      Paging.check_page!(n, per_page, size)
      lots[Paging.offset(n, per_page), per_page]
    end

    def heading(n)
      Paging.check_page!(n, per_page, size)
      first = Paging.offset(n, per_page) + 1
      last = [first + per_page - 1, size].min
      "Lots #{first}-#{last} of #{size} (page #{n} of #{Paging.page_count(size, per_page)})"
    end

    def screen(n)
      [@sale, heading(n), *page(n).map(&:line)].join("\n")
    end

    # Sum of low and high estimates of the lots still offered.
    def estimate_total
      offered = lots.reject(&:withdrawn?)
      [offered.sum(&:low), offered.sum(&:high)]
    end
  end
end
