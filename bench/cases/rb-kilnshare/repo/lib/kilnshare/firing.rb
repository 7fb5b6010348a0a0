module Kilnshare
  # One potter's pieces in one firing.
  class Firing
    attr_reader :potter, :date, :kind, :pieces

    def initialize(potter:, date:, kind:, pieces:, member: true)
      @potter = potter
      @date = date
      @kind = kind
      @pieces = pieces
      @member = member
    end

    def member?
      @member
    end

    def shelves
      pieces.sum(&:shelf_share)
    end

    def charge_pence
      (shelves * Rates.per_shelf(kind, member: member?)).round
    end
  end
end
