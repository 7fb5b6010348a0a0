# frozen_string_literal: true

require "date"

# Paper rounds for a village newsagent: what goes in each bag, what each
# customer owes, what to order from the wholesaler and what the carriers earn.
module Newsround
  VERSION = "1.3.0"
end

require_relative "newsround/money"
require_relative "newsround/calendar"
require_relative "newsround/publication"
require_relative "newsround/catalogue"
require_relative "newsround/customer"
require_relative "newsround/round"
require_relative "newsround/bill"
require_relative "newsround/wholesale"
require_relative "newsround/carrier_pay"
