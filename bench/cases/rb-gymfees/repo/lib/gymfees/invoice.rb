# frozen_string_literal: true

module Gymfees
  Member = Struct.new(:name, :plan, :start_date, :referred, keyword_init: true)

  # The first invoice of a new member: the joining fee, the rest of the first month, VAT on both.
  class Invoice
    attr_reader :member

    def initialize(member)
      @member = member
      Gymfees.plan(member.plan)
    end

    def lines
      monthly = Gymfees.plan(member.plan)[:monthly]
      [
        ["Joining fee", Fees.joining(member.plan, waived: member.referred ? true : false)],
        ["First month", Proration.first_month(monthly, member.start_date)]
      ]
    end

    def net
      lines.sum { |_, cents| cents }
    end

    def total
      Fees.with_vat(net)
    end
  end
end
