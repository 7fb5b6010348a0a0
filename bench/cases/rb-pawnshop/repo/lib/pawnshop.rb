# frozen_string_literal: true

require "date"

require_relative "pawnshop/money"
require_relative "pawnshop/calendar"
require_relative "pawnshop/item"
require_relative "pawnshop/appraisal"
require_relative "pawnshop/loan"
require_relative "pawnshop/ledger"
require_relative "pawnshop/forfeit_sale"
require_relative "pawnshop/ticket"

# Loans against pledged goods: appraisal, tickets, interest, renewals,
# redemptions and the sale of forfeited pledges.
module Pawnshop
  class Error < StandardError; end
end
